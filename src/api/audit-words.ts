import { grants as catalogue } from "../catalogue/pages";
import type { LogWords } from "../resources/user/log.rules";
import { ACCOUNT_EVENTS } from "./audit-log";
import type { TableRepository } from "./repository/types";

/**
 * The words 操作日志's 页面 and 操作类型 filters offer (issue 49): those the shop's entries hold,
 * each asked of the store as counts per value (one grouped question per field, no entry read),
 * in the order the 权限 tree lists its pages and actions, then the account's events (登录, 修改密码
 * …), then any other (系统's steps: 自动关闭 …) by the dictionary. A word no entry holds is no
 * option: picking it would find nothing.
 */

const unique = (words: readonly string[]): string[] => [...new Set(words)];
const known: LogWords = {
  page_name: unique([...[...catalogue.values()].map(({ page }) => page.title), ...Object.values(ACCOUNT_EVENTS).map((e) => e.page_name)]),
  action: unique([...[...catalogue.values()].map(({ grant }) => grant.label), ...Object.values(ACCOUNT_EVENTS).map((e) => e.action)]),
};

/** `held` in the order of `order`, the words it does not know after them, by the dictionary. */
function ordered(held: readonly string[], order: readonly string[]): string[] {
  const rank = (w: string) => {
    const i = order.indexOf(w);
    return i < 0 ? order.length : i;
  };
  return [...held].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "zh"));
}

/** The words the shop's log holds in each of LogWords' fields. */
export async function logWords(table: TableRepository, shop: string): Promise<LogWords> {
  const held = async (field: keyof LogWords): Promise<string[]> => {
    const page = await table.find({ shop, filters: [], empty: [], keyword: null, sort: { field: "created_at", order: "desc" }, page: 1, pageSize: 0, countBy: field });
    return ordered(Object.keys(page.counts ?? {}).filter((w) => w !== ""), known[field]);
  };
  return { page_name: await held("page_name"), action: await held("action") };
}
