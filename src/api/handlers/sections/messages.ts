import type { HttpHandler } from "msw";
import { grantsKey } from "../../../access/grant-key";
import type { Subject } from "../../../access/rules";
import { num, str, strList } from "../../check";
import { declareTables } from "../../call-repository";
import { MESSAGE, MESSAGES, OWNER_READER } from "../../message-table";
import type { ListQuery, Row } from "../../repository/types";
import { fail, ok } from "../../respond";
import { shopRoute, type ShopCtx } from "../../route";
import { mayCall } from "../../serves";
import { rowsByPages } from "../../rows-by-pages";
import { linkOfRecord, messagePages, SHELL_PAGE, SHOP_MESSAGE_TYPES } from "../../shop-messages";
import { now } from "../../util";
import { rulesOf } from "../../../resources/order/shop-auto.rules";
import { tellRefundsDue } from "../../shop-rules/refund-due";

/**
 * 消息中心's calls (domain.md "A deployed shop", decision 0114), `/merchant/shop/v1/message/…`:
 * every signed-in person reads their own messages ("shell": no page of its own), each only of the
 * pages their role may view now (asked of the one enforcer, src/access, through serves.ts
 * mayCall), with their own read state. Marking read changes the reader's own rows only, no shop
 * data: it is not in the 操作日志 (a shell call is recorded as no page's write).
 */

export const MESSAGE_BASE = "/merchant/shop/v1/message";

/** The types a list may filter by. */
const TYPES: readonly string[] = SHOP_MESSAGE_TYPES;

/** The pages a role may view, by grants (the policy is fixed while the process runs): asked once per role and grants. */
const viewable = new Map<string, Promise<string[]>>();
const KEPT_ROLES = 200;

function pagesViewedBy(role: Subject, grants: readonly string[] | null): Promise<string[]> {
  const key = `${role}|${grantsKey(grants) ?? "*"}`;
  let found = viewable.get(key);
  if (!found) {
    found = (async () => {
      const pages = [SHELL_PAGE];
      for (const [page, on] of messagePages()) if (await mayCall({ role, grants }, on)) pages.push(page);
      return pages;
    })();
    if (viewable.size >= KEPT_ROLES) viewable.clear();
    viewable.set(key, found);
  }
  return found;
}

/** The caller's rows: their reader key and the pages they may view now. */
async function mine(ctx: ShopCtx): Promise<ListQuery["filters"]> {
  // the page has no minute job: the 售后 due soon are told when the bell asks (the server's job tells them there)
  if (ctx.ports.rulesOnRead) await tellRefundsDue(ctx.repo, ctx.shop.alias, rulesOf(ctx.shop.rules), now());
  const reader = ctx.staff ? String(ctx.staff.alias) : OWNER_READER;
  return [
    { field: "reader", kind: "equal", wanted: [reader], scalar: true },
    { field: "page", kind: "equal", wanted: await pagesViewedBy(ctx.role, ctx.grants), scalar: true },
  ];
}

const UNREAD = { field: "read", kind: "equal", wanted: [0], scalar: true } as const;

function present(row: Row) {
  const resource = String(row.record_resource ?? "");
  const alias = String(row.record_alias ?? "");
  return {
    alias: row.alias,
    type: row.type,
    title: row.title,
    record: resource ? { resource, alias } : null,
    link: resource ? linkOfRecord(resource, alias) : null,
    created_at: row.created_at,
    read: row.read === 1,
  };
}

const unreadCount = async (ctx: ShopCtx, filters: ListQuery["filters"]): Promise<number> =>
  ctx.repo.table(MESSAGES).count({ shop: ctx.shop.alias, filters: [...filters, UNREAD] });

/** Marks the caller's `rows` read now; how many were unread. */
async function markRead(ctx: ShopCtx, rows: readonly Row[]): Promise<number> {
  const table = ctx.repo.table(MESSAGES);
  const at = now();
  let marked = 0;
  for (const row of rows) {
    if (row.read === 1) continue;
    await table.patch(ctx.shop.alias, String(row.alias), { read: 1, read_at: at });
    marked += 1;
  }
  return marked;
}

const handlers: HttpHandler[] = [
  shopRoute(`${MESSAGE_BASE}/unread-count`, "shell", async (ctx) => ok({ count: await unreadCount(ctx, await mine(ctx)) })),

  // {page, page_size, read: 0 未读 | 1 已读 | absent 全部, type}: newest first, with the caller's unread count
  shopRoute(`${MESSAGE_BASE}/list`, "shell", async (ctx) => {
    const { body } = ctx;
    const filters = await mine(ctx);
    const type = str(body, "type");
    if (type && !TYPES.includes(type)) return fail(422, "消息类型不正确");
    const read = body.read === undefined || body.read === null || body.read === "" ? undefined : num(body, "read");
    if (read !== undefined && read !== 0 && read !== 1) return fail(422, "已读状态不正确");
    const page = Math.max(1, Math.floor(num(body, "page") ?? 1));
    const size = Math.min(100, Math.max(1, Math.floor(num(body, "page_size") ?? 10)));
    const wanted = [...filters, ...(type ? [{ field: "type", kind: "equal" as const, wanted: [type], scalar: true }] : []), ...(read !== undefined ? [{ ...UNREAD, wanted: [read] }] : [])];
    // newest first: aliases come from a counter (a second's messages keep their order)
    const found = await ctx.repo.table(MESSAGES).find({ shop: ctx.shop.alias, filters: wanted, empty: [], keyword: null, sort: { field: "alias", order: "desc" }, page, pageSize: size });
    return ok({ list: found.rows.map(present), total: found.total, page, page_size: size, unread: await unreadCount(ctx, filters) });
  }),

  // {alias} or {aliases: [...]}: the caller's own messages only (another's alias is not found)
  shopRoute(`${MESSAGE_BASE}/read`, "shell", async (ctx) => {
    const aliases = strList(ctx.body, "aliases") ?? (str(ctx.body, "alias") ? [str(ctx.body, "alias")] : []);
    if (!aliases.length) return fail(422, "请选择消息");
    if (aliases.length > 100) return fail(422, "一次最多标记100条消息");
    const filters = await mine(ctx);
    const rows = await rowsByPages(ctx.repo.table(MESSAGES), ctx.shop.alias, [...filters, { field: "alias", kind: "equal", wanted: aliases, scalar: true }]);
    if (rows.length !== new Set(aliases).size) return fail(404, "消息不存在");
    await markRead(ctx, rows);
    return ok({ unread: await unreadCount(ctx, filters) });
  }),

  // {type?}: every unread message of the caller's (of that type)
  shopRoute(`${MESSAGE_BASE}/read-all`, "shell", async (ctx) => {
    const filters = await mine(ctx);
    const type = str(ctx.body, "type");
    if (type && !TYPES.includes(type)) return fail(422, "消息类型不正确");
    const unread = [...filters, UNREAD, ...(type ? [{ field: "type", kind: "equal" as const, wanted: [type], scalar: true }] : [])];
    const marked = await markRead(ctx, await rowsByPages(ctx.repo.table(MESSAGES), ctx.shop.alias, unread));
    return ok({ marked, unread: await unreadCount(ctx, filters) });
  }),
];

declareTables(handlers, [MESSAGE]);

export default handlers;
