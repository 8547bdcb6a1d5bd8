import type { Accounts } from "./account-store/types";
import { grantKey, parseGrantKey, VIEW } from "../access/grant-key";
import { clientAddress } from "./client-address";
import { keyOf } from "../engine/registry";
import type { FieldConfig, ResourceConfig } from "../engine/types";
import { resources } from "../resources";
import { findRouteByPath, grants as catalogue } from "../catalogue/pages";
import type { AuditWrite } from "./audit-note";
import { grantLabel } from "./grant-names";
import { changes, created, describeFromDb, isRelated, recordRef, relationValueField, type Describe } from "./audit-summary";
import { rowsWhere } from "./locked-rows";
import { isEmpty } from "./query";
import { RepositoryValueError } from "./repository/errors";
import type { RepositoryScope, TableRepository } from "./repository/types";
import { isId } from "./resource-input";
import { replyOf } from "./respond";
import type { UserCtx } from "./route";
import { actsOf, screensFor, type Screens, type Serves } from "./serves";
import { AUDIT_LOG_TABLE, tableOfResource } from "./shop-tables";
import type { AuditLogRow, AuditRecordRef, Body, Db, EmployeeRow, UserRow } from "./types";

/**
 * 操作日志: every write of a shop, recorded at the one place every call passes (route.ts's
 * userRoute calls `recorded`), never by the handlers. A call is a write when it does an action
 * on its page (serves.ts: create, edit, delete, ship …; reads, a read that asks a grant of its own
 * (serves.ts `seeing`: 工作台's 经营数据) and the shell's calls are not),
 * and it is recorded only when it succeeded (HTTP 200 and `code` 200): a refused or failed
 * write changed nothing. The entry says who (the owner, or an employee with their role then),
 * the page and action as the 权限 catalogue titles them, the records the call named, what
 * changed (audit-summary.ts) and the caller's address.
 *
 * What changed comes from the call's note (audit-note.ts: the generic CRUD's saves and deletes,
 * before and after); a hand-written handler notes nothing, so the records its body names (the
 * config key, `alias`, `aliases`) are read before and after it runs, and a create is found by
 * the alias its reply names.
 *
 * Everything is read and written through the call's repository (issue 48 step 4, decision 0104):
 * the records named by a query of their key, the labels of what they relate to by one query per
 * relation, the role of who did it by its alias; the entry is an insert with its own alias, which
 * reads none of the log and takes no lock.
 */

/** The address of a call made in the page itself (the in-page demo has no network). */
export const IN_PAGE_ADDRESS = "本机";
/** What the log calls the shop's owner. */
export const OWNER_ROLE = "店主";

const configs: ReadonlyMap<string, ResourceConfig> = new Map(resources.map((c) => [c.name, c]));
const configOfPage = new Map(resources.map((c) => [c.routes.list, c]));

/** How the log names values over a Db's rows (the demo's seed): every config for relations, the 权限 catalogue for a role's grants (grant-names.ts). */
export const auditDescribe = (db: Db): Describe => describeFromDb(db, configs, grantLabel);

/** The address the log shows: the server's word for it (client-address.ts), 本机 in the in-page demo. */
const shownAddress = (request: Request): string => clientAddress(request) ?? IN_PAGE_ADDRESS;

/** Who an entry says did it. */
export type AuditWho = Pick<AuditLogRow, "who" | "who_type" | "employee_alias">;

/** "<name> · <role>" (their role now, kept as it was then); the owner "<nickname> · 店主". */
export async function whoOf(repo: RepositoryScope, user: UserRow, staff: EmployeeRow | null): Promise<AuditWho> {
  if (!staff) return { who: `${user.nickname} · ${OWNER_ROLE}`, who_type: "owner", employee_alias: null };
  const role = await repo.table("role").get(staff.shop_alias, staff.role_alias);
  return { who: `${staff.name} · ${typeof role?.name === "string" ? role.name : "员工"}`, who_type: "staff", employee_alias: staff.alias };
}

/** What an entry says besides who, when and where. */
export type AuditEvent = Pick<AuditLogRow, "page_name" | "action" | "record" | "summary">;

/** Appends an entry to the shop's log (its alias and times the store's; the owner's `employee_alias` left unset). */
export async function appendAudit(repo: RepositoryScope, shopAlias: string, who: AuditWho, event: AuditEvent, ip: string): Promise<void> {
  await repo.table(AUDIT_LOG_TABLE.name).insert(shopAlias, { ...who, ...event, ip });
}

/** The page a write is on and the actions it does there, titled: the first of its routes whose page offers them. */
function placeOf(on: Screens, acts: string[]): { page: string; title: string; action: string } {
  const pages = on.routes.map((route) => findRouteByPath(route)?.route.access?.page ?? route);
  const offers = (page: string) => acts.every((act) => catalogue.has(grantKey(page, act)));
  const page = pages.find(offers) ?? pages[0] ?? on.section;
  const title = catalogue.get(grantKey(page, VIEW))?.page.title ?? page;
  const action = acts.map((act) => catalogue.get(grantKey(page, act))?.grant.label ?? act).join("、");
  return { page, title, action };
}

type Row = Record<string, unknown>;

/** The ids a body names: the config's key, `alias`, and a batch's `aliases` / `<key>s`. */
function namedIds(body: Body, key: string): string[] {
  const many = [body.aliases, body[`${key}s`]].flatMap((v) => (Array.isArray(v) ? v : []));
  const ids = [body[key], body.alias, ...many].filter((v) => !isEmpty(v) && (typeof v === "string" || typeof v === "number"));
  return [...new Set(ids.map(String))];
}

/** A resource's table on the call's repository, or null when the repository has none (a page of no table). */
function tableOf(repo: RepositoryScope, resource: string): TableRepository | null {
  try {
    return repo.table(tableOfResource(resource));
  } catch (error) {
    if (error instanceof RepositoryValueError) return null;
    throw error;
  }
}

/**
 * The shop's records of `resource` whose `by` (else, for a record without it, whose alias) is one
 * of `values`: a query by the alias, and one by `by` when the table stores it.
 */
async function rowsNamed(repo: RepositoryScope, shop: string, resource: string, by: string, values: readonly unknown[]): Promise<Row[]> {
  const wanted = [...new Set(values.filter(isId).map(String))];
  const table = wanted.length ? tableOf(repo, resource) : null;
  if (!table) return [];
  const rows = await rowsWhere(table, shop, "alias", wanted);
  if (by !== "alias") {
    const byField = await rowsWhere(table, shop, by, wanted).catch((error: unknown) => {
      if (error instanceof RepositoryValueError) return [];
      throw error;
    });
    rows.push(...byField.filter((r) => !rows.some((a) => a.alias === r.alias)));
  }
  return rows.filter((r) => wanted.some((v) => isRelated(r, by, v) || r.alias === v));
}

/** The shop's records of `config` that these ids name (by its key, or by alias). */
async function findNamed(repo: RepositoryScope, config: ResourceConfig, shop: string, ids: string[]): Promise<Row[]> {
  const key = keyOf(config);
  const wanted = new Set(ids);
  const rows = await rowsNamed(repo, shop, config.name, key, ids);
  return rows.filter((r) => wanted.has(String(r[key] ?? "")) || wanted.has(String(r.alias)));
}

/** The records a call wrote, before and after, when its handler noted none: read by the ids its body (or a create's reply) names. */
async function readWrites(repo: RepositoryScope, config: ResourceConfig, shop: string, before: Row[], reply: unknown, body: Body): Promise<AuditWrite[]> {
  const key = keyOf(config);
  const data = typeof reply === "object" && reply !== null ? (reply as Row) : {};
  const ids = [...namedIds(body, key), ...(before.length ? [] : namedIds(data, key))];
  const after = await findNamed(repo, config, shop, ids);
  const same = (a: Row, b: Row) => a.alias === b.alias;
  return [
    ...before.map((b) => ({ before: b, after: after.find((a) => same(a, b)) })),
    ...after.filter((a) => !before.some((b) => same(a, b))).map((a) => ({ after: a })),
  ];
}

/** How the log names the values of `rows` of `config`: the records they relate to read first, one query per relation. */
async function describeRows(repo: RepositoryScope, shop: string, config: ResourceConfig, rows: readonly Row[]): Promise<Describe> {
  const related = new Map<FieldConfig, { by: string; rows: Row[] }>();
  for (const f of config.fields) {
    const by = relationValueField(f, configs);
    if (by === null || !f.relation) continue;
    const values = rows.flatMap((r) => (Array.isArray(r[f.key]) ? (r[f.key] as unknown[]) : [r[f.key]]));
    related.set(f, { by, rows: await rowsNamed(repo, shop, f.relation.resource, by, values) });
  }
  return {
    configs,
    treeLabel: grantLabel,
    related(f, value) {
      const found = related.get(f);
      return found?.rows.find((r) => isRelated(r, found.by, value));
    },
  };
}

/**
 * The summary of the writes: what changed, else the action (新建, 删除, 重置密码 …). A batch says
 * what changed alike in every record once (订单状态：待发货 → 待收货（共3条）), then each record's
 * own changes by its name (批量发货's 运单号, one per order).
 */
async function summaryOf(repo: RepositoryScope, shop: string, config: ResourceConfig | undefined, writes: AuditWrite[], action: string): Promise<string> {
  if (!config) return action;
  const d = await describeRows(repo, shop, config, writes.flatMap(({ before, after }) => [before, after].filter((r): r is Row => r !== undefined)));
  const each = writes.map(({ before, after }) => {
    if (before && after) return changes(config, before as Row, after as Row, d);
    if (after) return [created(config, after as Row, d).join("；")].filter(Boolean);
    return [];
  });
  const [first = [], ...others] = each;
  if (!others.length) return first.join("；") || action;
  const alike = first.filter((line) => others.every((lines) => lines.includes(line)));
  const own = writes.flatMap(({ before, after }, i) => {
    const row = (after ?? before) as Row | undefined;
    const lines = (each[i] ?? []).filter((line) => !alike.includes(line));
    return row && lines.length ? [`${recordRef(config, row).label} ${lines.join("，")}`] : [];
  });
  const parts = [alike.length ? `${alike.join("；")}（共${writes.length}条）` : "", ...own].filter(Boolean);
  return parts.join("；") || action;
}

// a batch of 批量发货 names some 40 orders' 运单号 within it (each order keeps its own)
const MAX_SUMMARY = 2000;

/**
 * Runs a call of `ctx`'s session and records it in its shop's log when it is a write that
 * succeeded (see above). `run` is the handler; its reply is returned as it is.
 */
export async function recorded(ctx: UserCtx, serves: Serves, shopAlias: string | undefined, run: () => Response | Promise<Response>): Promise<Response> {
  const on = screensFor(serves, ctx.body);
  const acts = on && !on.reads ? actsOf(on, ctx.body) : [];
  if (!on || !acts.length || !shopAlias) return run();
  const place = placeOf(on, acts);
  const config = configOfPage.get(place.page);
  // a hand-written handler notes nothing: what its records were is read before it runs
  const before = config ? (await findNamed(ctx.repo, config, shopAlias, namedIds(ctx.body, keyOf(config)))).map((r) => structuredClone(r)) : [];
  const response = await run();
  if (response.status !== 200) return response;
  // the reply as respond.ts made it (its text parsed, not the body read again); an answer made elsewhere read from a copy
  const made = replyOf(response);
  const reply = (made !== undefined ? made : await response.clone().json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
  if (reply?.code !== 200) return response;
  const writes = ctx.audit.writes.length || !config ? ctx.audit.writes : await readWrites(ctx.repo, config, shopAlias, before, reply.data, ctx.body);
  const record: AuditRecordRef[] = writes.flatMap((w) => {
    const row = w.after ?? w.before;
    return row ? [recordRef(config, row as Row)] : [];
  });
  const summary = await summaryOf(ctx.repo, shopAlias, config, writes, place.action);
  const event = { page_name: place.title, action: place.action, record, summary: summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY)}…` : summary };
  await appendAudit(ctx.repo, shopAlias, await whoOf(ctx.repo, ctx.user, ctx.staff), event, shownAddress(ctx.request));
  return response;
}

/**
 * What 操作日志 records of an account besides the pages' writes (not calls of a page: the
 * sign-in page and the user menu): signing in and out, wrong passwords and the lock they make
 * (issue 47, item 8; decision 0078), and passwords, whose and from where. A wrong password is
 * recorded in the log of the shop whose account the mobile signs in (a mobile no account has
 * belongs to no shop's log); a try while the mobile or address is locked is refused unchecked and
 * not recorded again (the lock's entry says it). The SMS codes are not recorded.
 */
export const ACCOUNT_EVENTS = {
  signIn: { page_name: "登录", action: "登录", summary: "登录成功" },
  signInFailed: { page_name: "登录", action: "登录失败", summary: "密码错误" },
  locked: { page_name: "登录", action: "登录锁定", summary: "密码错误次数过多，登录已锁定" },
  signOut: { page_name: "登录", action: "退出登录", summary: "退出登录" },
  password: { page_name: "修改密码", action: "修改密码", summary: "登录密码：已修改" },
  reset: { page_name: "忘记密码", action: "重置密码", summary: "登录密码：已通过短信验证码重置" },
} as const satisfies Record<string, Omit<AuditEvent, "record">>;

/** Records `event` by `user` (the owner) or `staff` in the log of `shopAlias`, from the request's address. */
export async function recordEvent(repo: RepositoryScope, request: Request, shopAlias: string, user: UserRow, staff: EmployeeRow | null, event: AuditEvent): Promise<void> {
  await appendAudit(repo, shopAlias, await whoOf(repo, user, staff), event, shownAddress(request));
}

/** Records an account event of `user` (the owner) or `staff` in their shop's log (none without a shop). */
export async function recordAccountEvent(
  { repo, accounts, request }: { repo: RepositoryScope; accounts: Accounts; request: Request }, user: UserRow, staff: EmployeeRow | null, kind: keyof typeof ACCOUNT_EVENTS, summary?: string,
): Promise<void> {
  const shop = await accounts.shops.first({ user_alias: user.alias });
  if (!shop) return;
  const event = { ...ACCOUNT_EVENTS[kind], ...(summary ? { summary } : {}), record: [] };
  await recordEvent(repo, request, shop.alias, user, staff, event);
}

/** The page and action words of a grant key, for the tests and the seed: "/order:ship" → 订单列表, 发货. */
export function titlesOf(key: string): { page_name: string; action: string } | null {
  const parsed = parseGrantKey(key);
  const found = catalogue.get(key);
  return parsed && found ? { page_name: found.page.title, action: found.grant.label } : null;
}
