import { VIEW } from "../access/grant-key";
import { ALL_GRANTS } from "../access/role-grants";
import { grants as index } from "../catalogue/pages";

/**
 * The demo roles' grants (角色 权限), as grant keys read from the catalogue the 权限 tree shows
 * (decision 0024), by small rules: a page's named actions, or all a page offers but some. A
 * rule naming a page or an action the declarations no longer offer stops the seed (a rename
 * must not silently drop a grant from a demo role).
 */

const all = [...index.values()];

function offered(page: string): string[] {
  const actions = all.filter((g) => g.page.key === page).map((g) => g.grant.action);
  if (!actions.length) throw new Error(`seed-roles: no page ${page} in the grant catalogue`);
  return actions;
}

/** These actions of `page` (each must be offered). */
function pick(page: string, ...actions: string[]): string[] {
  const offers = offered(page);
  const missing = actions.filter((a) => !offers.includes(a));
  if (missing.length) throw new Error(`seed-roles: ${page} offers no ${missing.join(", ")}`);
  return actions.map((a) => `${page}:${a}`);
}

/** Everything `page` offers except `excluded` (删除, 导出 …). */
const allBut = (page: string, ...excluded: string[]): string[] =>
  offered(page).filter((a) => !excluded.includes(a)).map((a) => `${page}:${a}`);

const NO_DELETE = ["delete"];
const NO_DELETE_OR_EXPORT = ["delete", "export"];

/** 店长: everything the console offers, pages added later too (`*`, decision 0121). */
export const MANAGER_GRANTS = (): string[] => [ALL_GRANTS];

/** 客服: orders (no 发货, no 导出), after-sales, members (no 导出). */
export const SERVICE_GRANTS = (): string[] => [
  ...pick("/dashboard/workplace", VIEW),
  ...pick("/order", VIEW, "remark", "close", "pickup"),
  ...allBut("/order/refund", ...NO_DELETE_OR_EXPORT),
  ...allBut("/member", ...NO_DELETE_OR_EXPORT),
];

/** 仓管: goods and their 卡密, categories (no 删除), orders with 发货 and 核销. */
export const WAREHOUSE_GRANTS = (): string[] => [
  ...pick("/dashboard/workplace", VIEW),
  ...allBut("/goods", ...NO_DELETE_OR_EXPORT),
  ...allBut("/goods/keys", ...NO_DELETE),
  ...allBut("/goods/category", ...NO_DELETE),
  ...pick("/order", VIEW, "ship", "pickup"),
];

/** 店员 of the unverified shop: what its role may open (设置's 商户信息, 角色, 员工), to look. */
export const CLERK_GRANTS = (): string[] => [...pick("/user/setting", VIEW), ...pick("/user/role", VIEW), ...pick("/user/employee", VIEW)];
