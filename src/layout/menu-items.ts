import type { Check, Subject } from "../access/rules";
import type { AppRoute } from "../engine/route-types";
import { config } from "../config";
import { canOpenEntry, matchAppRoute, menuEntries } from "../routes/route-index";
import { sections } from "../routes/sections";
import { visibleServerMenu, type ServerMenuItem } from "../stores/menu-store";

/**
 * One entry of the sider menu, free of React so the rules can be unit-tested:
 * a group (children), an internal link (path) or an external link (href).
 */
export interface NavItem {
  key: string;
  title: string;
  /** Icon key (SECTION_ICONS; menu-icons.ts draws it; top-level entries only). */
  icon?: string;
  /** The app path a link opens. */
  path?: string;
  /** An address outside the app, opened in a new tab. */
  href?: string;
  /** Path of the route-table section the entry belongs to (to highlight hidden routes). */
  section?: string;
  children?: NavItem[];
}

export const HELP_KEY = "external:help";

/** The external link entry at the end of the menu (spec section 2). */
export function helpItem(url: string = config.helpUrl): NavItem {
  return { key: HELP_KEY, title: "帮助中心", icon: "help", href: url };
}

/**
 * The menu of the route table for a role: a section's visible children the role may
 * open; a section whose children are all hidden disappears; the help link last.
 */
export function buildRouteMenu(check: Check, role: Subject, helpUrl: string = config.helpUrl, from: AppRoute[] = sections): NavItem[] {
  const groups: NavItem[] = [];
  for (const section of from) {
    const children: NavItem[] = menuEntries(section)
      .filter(({ route }) => canOpenEntry(check, role, { route, section }))
      .map(({ route, target }) => ({ key: target, title: route.title, path: target, section: section.path }));
    if (children.length === 0) continue;
    groups.push({ key: `section:${section.path}`, title: section.title, icon: section.icon, section: section.path, children });
  }
  return [...groups, helpItem(helpUrl)];
}

const isExternal = (path: string) => /^https?:\/\//i.test(path);

/** A child's path may be relative to its parent's ("category" under "/goods"). */
function joinPath(parent: string | undefined, path: string): string {
  if (!path || path.startsWith("/") || isExternal(path)) return path;
  return `${(parent ?? "").replace(/\/+$/, "")}/${path}`;
}

function serverNode(item: ServerMenuItem, check: Check, role: Subject, parent: string | undefined, top: boolean): NavItem | null {
  const path = joinPath(parent, item.path ?? "");
  const title = item.title || item.name;
  const hit = path && !isExternal(path) ? matchAppRoute(path.split("?")[0] ?? path) : undefined;
  const icon = top ? item.menu_icon || hit?.section?.icon : undefined;
  if (item.children && item.children.length > 0) {
    const children = item.children
      .map((child) => serverNode(child, check, role, path, false))
      .filter((child): child is NavItem => child !== null);
    if (children.length === 0) return null;
    return { key: `group:${path || item.name}`, title, icon, section: hit?.section?.path, children };
  }
  if (isExternal(path)) return { key: `external:${path}`, title, icon, href: path };
  if (!hit || !canOpenEntry(check, role, hit)) return null;
  return { key: path, title, icon, path, section: hit.section?.path };
}

/**
 * The server's menu (status 1 only, ordered by sort), still hiding what the role cannot
 * open: each item's path is matched to the route table; unknown paths are dropped.
 */
export function buildServerMenu(items: ServerMenuItem[], check: Check, role: Subject, helpUrl: string = config.helpUrl): NavItem[] {
  const nodes = visibleServerMenu(items)
    .map((item) => serverNode(item, check, role, undefined, true))
    .filter((node): node is NavItem => node !== null);
  return [...nodes, helpItem(helpUrl)];
}

interface Leaf {
  item: NavItem;
  parents: string[];
}

function leaves(items: NavItem[], parents: string[] = []): Leaf[] {
  return items.flatMap((item) =>
    item.children ? leaves(item.children, [...parents, item.key]) : item.path ? [{ item, parents }] : [],
  );
}

function groupsOf(items: NavItem[], section: string, parents: string[] = []): string[] {
  return items.flatMap((item) => {
    if (!item.children) return [];
    const own = item.section === section ? [...parents, item.key] : [];
    return [...own, ...groupsOf(item.children, section, [...parents, item.key])];
  });
}

const segments = (path: string) => (path.split("?")[0] ?? "").split("/").filter(Boolean);

/** How well a menu path fits a pathname: leading segments in common, then whether all of the menu path matched. */
function fit(menuPath: string, pathname: string): [number, number] {
  const a = segments(menuPath);
  const b = segments(pathname);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return [common, common === a.length ? 1 : 0];
}

export interface MenuSelection {
  selectedKeys: string[];
  openKeys: string[];
}

/**
 * Which entry the current URL highlights and which groups it opens. A screen not in the
 * menu (detail, edit) highlights its section's closest list entry, or at least opens the section.
 */
export function menuSelection(pathname: string, items: NavItem[]): MenuSelection {
  const all = leaves(items);
  const here = segments(pathname).join("/");
  const exact = all.find((leaf) => segments(leaf.item.path ?? "").join("/") === here);
  if (exact) return { selectedKeys: [exact.item.key], openKeys: exact.parents };
  const section = matchAppRoute(pathname)?.section?.path;
  if (!section) return { selectedKeys: [], openKeys: [] };
  let best: { leaf: Leaf; score: [number, number] } | undefined;
  for (const leaf of all) {
    if (leaf.item.section !== section || !leaf.item.path) continue;
    const score = fit(leaf.item.path, pathname);
    if (score[0] === 0) continue;
    if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && score[1] > best.score[1])) best = { leaf, score };
  }
  if (best) return { selectedKeys: [best.leaf.item.key], openKeys: best.leaf.parents };
  return { selectedKeys: [], openKeys: [...new Set(groupsOf(items, section))] };
}
