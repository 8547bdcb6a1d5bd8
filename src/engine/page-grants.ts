import { pageKeyOf } from "../access/grant-key";
import { ResourceConfigError } from "./config-error";
import { isActionKey, mergeActions } from "./page-actions";
import type { AppRoute, PageAction } from "./route-types";
import type { SectionPages } from "./section-types";

/**
 * Completes what a section's pages offer as grants: the actions its custom screens add to a
 * resource's page (SectionPages.actions) and the actions that are pages of their own
 * (PageConfig.actionOf, e.g. 打款). Checked here, so a grant never names a page that is not there.
 */
export function withPageGrants(section: string, children: AppRoute[], own: SectionPages): AppRoute[] {
  const pages = new Map(children.filter((r) => r.offers).map((r) => [r.path, r]));
  const added = new Map<string, PageAction[]>();
  const add = (page: string, actions: PageAction[], where: string) => {
    if (!pages.has(page)) throw new ResourceConfigError(where, `页面 "${page}" 不是分区 ${section} 中的页面（资源的列表路由或自定义页面）`);
    for (const a of actions) if (!isActionKey(a.key) || !a.label) throw new ResourceConfigError(where, `操作 "${a.key}" 需要英文 key（如 ship）和中文 label`);
    added.set(page, mergeActions(added.get(page) ?? [], actions));
  };
  for (const [page, actions] of Object.entries(own.actions ?? {})) add(page, actions, `分区 ${section} 的 actions`);
  for (const p of own.pages ?? []) {
    if (!p.actionOf) continue;
    const { page, action, label } = p.actionOf;
    const offered = [...(pages.get(page)?.offers ?? []), ...(added.get(page) ?? [])].some((a) => a.key === action);
    if (!offered && !label) throw new ResourceConfigError(`页面 "${p.path}"`, `actionOf: 页面 ${page} 没有操作 "${action}"，请给出 label`);
    add(page, offered ? [] : [{ key: action, label: label ?? action }], `页面 "${p.path}"`);
  }
  return children.map((r) => {
    const more = added.get(r.path);
    return more && r.offers ? { ...r, offers: mergeActions(r.offers, more) } : r;
  });
}

/** Two pages whose grant keys would be the same (/a/:x and /a/:y) cannot be told apart by a role. */
export function checkPageKeys(sections: AppRoute[]): void {
  const seen = new Map<string, string>();
  for (const r of sections.flatMap((s) => s.children ?? [])) {
    if (!r.offers) continue;
    const key = pageKeyOf(r.path);
    const other = seen.get(key);
    if (other) throw new ResourceConfigError(`页面 "${r.path}"`, `权限键 ${key} 与页面 ${other} 相同`);
    seen.set(key, r.path);
  }
}
