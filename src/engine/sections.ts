import { VIEW } from "../access/grant-key";
import { isUnderSection } from "./under-section";
import { collect, named, ResourceConfigError } from "./config-error";
import { CRUD_LABELS } from "./page-actions";
import { checkPageKeys, withPageGrants } from "./page-grants";
import { resourceRoutes } from "./resource-routes";
import type { AppRoute } from "./route-types";
import { isSectionIcon, SECTION_ICONS } from "./section-icons";
import { screenPage, type PageConfig, type SectionConfig, type SectionPages } from "./section-types";
import type { ResourceConfig } from "./types";

/** A menu unit of a section: one resource's routes, or one custom page, with its menu order. */
interface Unit {
  order: number;
  routes: AppRoute[];
}

const pageRoute = (p: PageConfig): AppRoute => ({
  path: p.path,
  name: p.name,
  title: p.title,
  page: p.page,
  ...(p.hidden ? { hideInMenu: true } : {}),
  ...(p.menuPath ? { menuPath: p.menuPath } : {}),
  // a page is its own grant (view, and what it declares), unless it is an action of another page
  ...(p.actionOf
    ? { access: { page: p.actionOf.page, action: p.actionOf.action } }
    : { access: { page: p.path, action: VIEW }, offers: [{ key: VIEW, label: CRUD_LABELS.view }, ...(p.actions ?? [])] }),
});

/** One section: its path, names, menu place and icon (one of SECTION_ICONS). */
function checkSection(where: string, s: SectionConfig, seen: Set<string>): void {
  if (!/^\/[a-zA-Z0-9]+$/.test(s.path ?? "")) throw new ResourceConfigError(where, "path 必须是 / 加一段英文（如 /goods）");
  if (seen.has(s.path)) throw new ResourceConfigError(where, "path 重复");
  seen.add(s.path);
  if (!s.name || !s.title) throw new ResourceConfigError(where, "需要 name 和 title");
  if (typeof s.order !== "number") throw new ResourceConfigError(where, "需要 order（菜单位置）");
  if (s.icon !== undefined && !isSectionIcon(s.icon)) {
    throw new ResourceConfigError(where, `未知的图标 "${String(s.icon)}"，可用：${SECTION_ICONS.join(", ")}（见 docs/adding-a-resource.md §1）`);
  }
}

/** Every section's problems, each named by its file (section.ts) and path. */
export function sectionProblems(sections: SectionConfig[]): ResourceConfigError[] {
  const problems: ResourceConfigError[] = [];
  const seen = new Set<string>();
  for (const s of sections) {
    const where = named(s, `分区 "${s.path || "?"}"`);
    collect(problems, where, () => checkSection(where, s, seen));
  }
  return problems;
}

/** A section's pages and screen replacements, checked against it and its resources' routes. */
function pagesOf(section: SectionConfig, all: SectionPages[], resourcePaths: Set<string>): SectionPages {
  const mine = all.filter((p) => p.section === section.path);
  const pages = mine.flatMap((p) => p.pages ?? []);
  const screens = Object.assign({}, ...mine.map((p) => p.screens ?? {})) as NonNullable<SectionPages["screens"]>;
  for (const p of pages) {
    if (!isUnderSection(section, p.path)) throw new ResourceConfigError(`页面 "${p.path}"`, `不在分区 ${section.path} 之下`);
    if (resourcePaths.has(p.path)) throw new ResourceConfigError(`页面 "${p.path}"`, "与资源的路由重复（替换生成的页面请用 screens）");
  }
  for (const path of Object.keys(screens)) {
    if (!resourcePaths.has(path)) throw new ResourceConfigError(`页面 "${path}"`, `screens 只能替换 ${section.path} 中资源的路由`);
  }
  const actions = Object.assign({}, ...mine.map((p) => p.actions ?? {})) as NonNullable<SectionPages["actions"]>;
  const readsAhead = mine.flatMap((p) => p.readsAhead ?? []);
  for (const path of readsAhead) {
    if (!screens[path]) throw new ResourceConfigError(`页面 "${path}"`, "readsAhead 只能列出 screens 中替换的路由");
  }
  return { section: section.path, pages, screens, actions, readsAhead };
}

/**
 * The console's sections as routes, from the declarations alone: each section (in menu
 * order) holds its resources' routes and its custom pages, ordered by their menu order;
 * a custom screen replaces a generated one at the same path.
 */
export function buildSections(sections: SectionConfig[], resources: ResourceConfig[], pages: SectionPages[]): AppRoute[] {
  const [problem] = sectionProblems(sections);
  if (problem) throw problem;
  const known = new Set(sections.map((s) => s.path));
  for (const p of pages) if (!known.has(p.section)) throw new ResourceConfigError(`页面 "${p.section}"`, "分区未声明（src/resources/<分区>/section.ts）");
  const built = [...sections]
    .sort((a, b) => a.order - b.order)
    .map((section) => {
      const mine = resources.filter((c) => c.section === section.path);
      const own = pagesOf(section, pages, new Set(mine.flatMap((c) => Object.values(c.routes))));
      const units: Unit[] = [
        ...(own.pages ?? []).map((p) => ({ order: p.order ?? 100, routes: [pageRoute(p)] })),
        ...mine.map((c) => ({ order: c.menu?.order ?? 100, routes: resourceRoutes(c) })),
      ];
      const children = units
        .sort((a, b) => a.order - b.order)
        .flatMap((u) => u.routes)
        // a custom screen makes calls of its own: the generated screen's read ahead is not one of
        // them, unless it draws the generated screen (readsAhead: the order list's GeneratedList), or
        // is the generated screen with a part of its own ({ page, generated })
        .map(({ prefetch, ...r }) => {
          const custom = own.screens?.[r.path];
          const keep = prefetch && (!custom || typeof custom !== "function" || own.readsAhead?.includes(r.path));
          return { ...r, ...(custom ? { page: screenPage(custom) } : {}), ...(keep ? { prefetch } : {}) };
        });
      const { path, name, title, icon, redirect } = section;
      return { path, name, title, ...(icon ? { icon } : {}), ...(redirect ? { redirect } : {}), children: withPageGrants(path, children, own) };
    });
  checkPageKeys(built);
  return built;
}
