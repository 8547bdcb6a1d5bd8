import { grantKey } from "../access/grant-key";
import employeeConfig from "../resources/user/employee";
import goodsConfig from "../resources/goods/goods";
import orderConfig from "../resources/order/order";
import refundConfig from "../resources/order/refund";
import { REFUND_GRANTS } from "../resources/order/refund.rules";
import type { ResourceConfig } from "../engine/types";
import { auditDescribe, OWNER_ROLE, titlesOf } from "../api/audit-log";
import { changes, created, recordRef } from "../api/audit-summary";
import { seededAlias } from "../api/resource-seeds";
import type { AuditLogRow, Db, EmployeeRow, ResourceRow, ShopRow, UserRow } from "../api/types";
import { hashString } from "../api/util";
import { addMinutes, AUTO_AGREE_REASON, AUTO_CLOSE_REASON, rulesOf } from "../resources/order/shop-auto.rules";
import { ruleEntries, SYSTEM_WHO } from "../api/shop-rules/rules-step";

/**
 * 操作日志's seed: what the demo's one history (decision 0026) says people of the shop did, on
 * the days they did it. The owner took on each employee and listed the goods; whoever could ship
 * then (an employee whose role grants 发货, once they had joined, or the owner) shipped each
 * express order; whoever could answer 售后 agreed to or refused each request that was answered.
 * Each entry reads as the recorder writes one (audit-summary.ts: the same fields, labels and
 * words). Made from the seeded rows in one pass: the seed stays cheap.
 */

type Row = ResourceRow;
type Who = Pick<AuditLogRow, "who" | "who_type" | "employee_alias" | "ip">;

/** A believable address of a person, the same every time. */
function addressOf(seed: string): string {
  const h = hashString(seed);
  return `113.${88 + (h % 12)}.${(h >>> 8) % 256}.${1 + ((h >>> 16) % 254)}`;
}

/** The page and action words of `act` on a config's list page. */
function titled(config: ResourceConfig, act: string): { page_name: string; action: string } {
  const titles = titlesOf(grantKey(config.routes.list, act));
  if (!titles) throw new Error(`audit-seed: ${config.routes.list} offers no ${act}`);
  return titles;
}

interface People {
  owner: Who;
  /**
   * Those who could do `act` (by their role's grants) at time `t`, picked by the hash of `pick`;
   * else the owner. `pick` is the tail of the record's number (its place in the history), not
   * its date digits, so the same people did the same things whenever the demo starts (decision 0086).
   */
  doer(grant: string, t: string, pick: string): Who;
}

function peopleOf(db: Db, shop: ShopRow, owner: UserRow): People {
  const ownerWho: Who = { who: `${owner.nickname} · ${OWNER_ROLE}`, who_type: "owner", employee_alias: null, ip: addressOf(owner.alias) };
  const staff = db.employee.filter((e) => e.shop_alias === shop.alias);
  const roleOf = (e: EmployeeRow) => db.role.find((r) => r.alias === e.role_alias);
  const whoOf = (e: EmployeeRow): Who => ({ who: `${e.name} · ${roleOf(e)?.name ?? "员工"}`, who_type: "staff", employee_alias: e.alias, ip: addressOf(e.alias) });
  return {
    owner: ownerWho,
    doer(grant, t, pick) {
      const able = staff.filter((e) => e.created_at < t && roleOf(e)?.permissions.includes(grant));
      const h = hashString(pick);
      // the owner does some of it themselves
      if (!able.length || h % 5 === 0) return ownerWho;
      const chosen = able[h % able.length];
      return chosen ? whoOf(chosen) : ownerWho;
    },
  };
}

/** The shop's log of its history (newest last; the list sorts). */
export function seedAuditLog(db: Db): void {
  const admin = db.shops.find((s) => s.verify_status === 2);
  const owner = admin && db.users.find((u) => u.alias === admin.user_alias);
  if (!admin || !owner) return;
  const people = peopleOf(db, admin, owner);
  const d = auditDescribe(db);
  const mine = (name: string): Row[] => (db.records[name] ?? []).filter((r) => r.shop_alias === admin.alias);
  const rows: AuditLogRow[] = [];
  const add = (who: Who, at: string, config: ResourceConfig, act: string, row: Row, summary: string) => {
    const { page_name, action } = titled(config, act);
    rows.push({
      alias: seededAlias("auditLog", rows.length + 1), shop_alias: admin.alias, created_at: at, updated_at: at,
      ...who, page_name, action, record: [recordRef(config, row)], summary: summary || action,
    });
  };

  for (const e of db.employee.filter((x) => x.shop_alias === admin.alias)) {
    add(people.owner, e.created_at, employeeConfig, "create", e as unknown as Row, created(employeeConfig, { ...e, status: 1 }, d).join("；"));
  }
  for (const g of mine("goods")) add(people.owner, g.created_at, goodsConfig, "create", g, created(goodsConfig, g, d).join("；"));

  const shipKey = grantKey(orderConfig.routes.list, "ship");
  for (const o of mine("order")) {
    if (o.delivery_type !== "express" || typeof o.shipped_at !== "string" || !o.express_no) continue;
    const before = { ...o, status: "WAIT_SEND", express_company: null, express_no: null, shipped_at: null };
    const after = { ...before, status: "WAIT_CONFIRM", express_company: o.express_company, express_no: o.express_no, shipped_at: o.shipped_at };
    add(people.doer(shipKey, o.shipped_at, String(o.order_sn).slice(-5)), o.shipped_at, orderConfig, "ship", o, changes(orderConfig, before, after, d).join("；"));
  }

  for (const r of mine("refund")) {
    if (typeof r.audited_at !== "string" || r.status === "PENDING") continue;
    // a return's 同意 left it waiting for the goods (待买家退货); its 确认收货 paid back later
    const decided = { ...r, status: r.status !== "REFUSED" && Number(r.refund_type) === 2 ? "AGREED" : r.status };
    // 售后进度 names whoever the log says decided (and received the goods back), not 商家; the rule's 同意 is 系统's (below)
    if (r.audit_reason !== AUTO_AGREE_REASON) {
      const act = r.status === "REFUSED" ? "refuse" : "agree";
      const who = people.doer(grantKey(refundConfig.routes.list, act), r.audited_at, String(r.alias).slice(-5));
      add(who, r.audited_at, refundConfig, act, r, changes(refundConfig, { ...r, status: "PENDING", audit_reason: null }, decided, d).join("；"));
      r.audited_by = who.who;
    }
    const received = typeof r.received_at === "string" ? r.received_at : null;
    // a return 商家收货期限 refunded was received by 系统 (refund.seed.ts): its entry is the rule's (below)
    if (!received || r.received_by === SYSTEM_WHO) continue;
    const receiver = people.doer(grantKey(refundConfig.routes.list, REFUND_GRANTS.confirm), received, String(r.alias).slice(-4));
    const waiting = { ...r, status: "WAIT_SELLER_RECEIVE", received_at: null, refunded_at: null, refunded_amount: null };
    add(receiver, received, refundConfig, REFUND_GRANTS.confirm, r, changes(refundConfig, waiting, r, d).join("；"));
    r.received_by = receiver.who;
  }
  db.audit_log.push(...rows);
  for (const shop of db.shops) db.audit_log.push(...seededRuleEntries(db, shop.alias));
}

/** What the shop's rules did in the history (order-history.rules.ts, refund.seed.ts): 系统's entries, as the rules' step writes them. */
function seededRuleEntries(db: Db, shop: string): AuditLogRow[] {
  const rules = rulesOf(db.shops.find((s) => s.alias === shop)?.rules);
  const mine = (name: string): Row[] => (db.records[name] ?? []).filter((r) => r.shop_alias === shop);
  const entries: AuditLogRow[] = [];
  for (const o of mine("order")) {
    const finished = typeof o.finished_at === "string" ? o.finished_at : "";
    if (o.close_reason === AUTO_CLOSE_REASON) entries.push(ruleEntries.close(shop, rules, o, finished));
    const confirmedAt = typeof o.shipped_at === "string" ? addMinutes(o.shipped_at, rules.auto_confirm_days * 1440) : null;
    if (o.status === "SUCCESS" && finished === confirmedAt) entries.push(ruleEntries.confirm(shop, rules, o, finished));
  }
  for (const r of mine("refund")) {
    if (r.audit_reason === AUTO_AGREE_REASON) entries.push(ruleEntries.agree(shop, rules, r, String(r.audited_at)));
    // a return 商家收货期限 refunded (refund.seed.ts, decision 0115)
    if (r.received_by === SYSTEM_WHO) entries.push(ruleEntries.unreceived(shop, rules, r, String(r.received_at)));
  }
  return entries;
}
