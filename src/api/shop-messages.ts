import { resources } from "../resources";
import type { Ctx } from "./route";
import { employeeOf } from "./shop-tables";
import { MESSAGES, OWNER_READER } from "./message-table";
import { screens, type Screens } from "./serves";
import type { Row } from "./repository/types";
import { rowsByPages } from "./rows-by-pages";

/**
 * 消息中心 (issue 49 item 2; domain.md "A deployed shop"; decision 0114): what the shop tells its
 * people. A message is stored for the shop, in the call's transaction, one row per reader (the
 * owner and each employee of the shop now: message-table.ts), each with its own read state; a
 * reader sees those of the pages their role may view now (message-calls.ts asks the one enforcer),
 * so a narrowed role stops showing a page's messages at once and a widened one shows them.
 * Callers: the buyer's steps, the rules job, stock and keys, exports, password resets.
 */

/** Every kind of message (domain.md), in the order the page's type filter offers them. */
export const SHOP_MESSAGE_TYPES = ["order.paid", "refund.created", "refund.due", "stock.low", "keys.low", "export.done", "employee.password"] as const;

export type ShopMessageType = (typeof SHOP_MESSAGE_TYPES)[number];

export interface ShopMessage {
  type: ShopMessageType;
  /** What the bell's drawer shows: "新订单 E20261207… 已付款 ¥122.00". */
  title: string;
  /** The record it links to: a config's name (order, refund, goods …) and its alias; `export` and a list's export type for 导出. */
  record?: { resource: string; alias: string };
}

/** The page a message of no record belongs to: the shell, which every signed-in reader opens. */
export const SHELL_PAGE = "/";

/** 导出's record: its list's export type, on the 导出列表 page (export-jobs.ts EXPORTS). */
export const EXPORT_RECORD = "export";
const EXPORT_PAGE: Screens = screens("/system", "/system/export/:type");

/** The page (a section and its list route) whose view a message of `resource` needs; null: no such record type. */
export function pageOfRecord(resource: string): Screens | null {
  if (resource === EXPORT_RECORD) return EXPORT_PAGE;
  const config = resources.find((r) => r.name === resource);
  return config ? screens(config.section, config.routes.list) : null;
}

/** The address a message's record opens at: its detail, else its edit form, else its list (a route's parameter filled with the alias: 卡密's /goods/keys/:alias). */
export function linkOfRecord(resource: string, alias: string): string | null {
  if (resource === EXPORT_RECORD) return `/system/export/${encodeURIComponent(alias)}`;
  const config = resources.find((r) => r.name === resource);
  if (!config) return null;
  const { detail, edit, list } = config.routes;
  return (detail ?? edit ?? list).replace(/:[A-Za-z_]+/, encodeURIComponent(alias));
}

/** Every page a message may belong to, by its key (section + route): what a reader's view is asked of. */
export function messagePages(): Map<string, Screens> {
  const pages = new Map<string, Screens>();
  for (const config of resources) pages.set(pageKey(screens(config.section, config.routes.list)), screens(config.section, config.routes.list));
  pages.set(pageKey(EXPORT_PAGE), EXPORT_PAGE);
  return pages;
}

/** A page as a message row stores it: `/order /order/refund` (its section, its route). */
export const pageKey = (on: Screens): string => `${on.section} ${on.routes[0] ?? ""}`;

/** The shop's readers now: its owner and every employee (enabled or not: a re-enabled one finds what came meanwhile). */
async function readersOf(repo: Ctx["repo"], shop: string): Promise<string[]> {
  const employees: Row[] = await rowsByPages(repo.table("employee"), shop, []);
  return [OWNER_READER, ...employees.map((e) => String(employeeOf(e).alias))];
}

/** Stores `message` for the shop's readers, in the call's transaction (stored with the call's writes, undone with them). */
export async function notifyShop(ctx: Pick<Ctx, "repo">, shop: string, message: ShopMessage): Promise<void> {
  const on = message.record ? pageOfRecord(message.record.resource) : null;
  if (message.record && !on) throw new Error(`消息的记录类型未知：${message.record.resource}`);
  const common = {
    type: message.type,
    title: message.title,
    record_resource: message.record?.resource ?? "",
    record_alias: message.record?.alias ?? "",
    page: on ? pageKey(on) : SHELL_PAGE,
    read: 0,
  };
  const readers = await readersOf(ctx.repo, shop);
  await ctx.repo.table(MESSAGES).insertMany(shop, readers.map((reader) => ({ ...common, reader })));
}

/** 员工密码: an employee's password set by someone else (重置密码, a save with a new one) or by 忘记密码 (their own code). */
export function employeePasswordMessage(employee: { alias: string; name: string }, how: "reset" | "forgot"): ShopMessage {
  const title = how === "reset" ? `员工 ${employee.name} 的登录密码已被重置` : `员工 ${employee.name} 通过忘记密码重置了登录密码`;
  return { type: "employee.password", title, record: { resource: "employee", alias: employee.alias } };
}
