import { VIEW } from "../../src/access/grant-key";
import type { Check, Subject } from "../../src/access/rules";
import { sections } from "../../src/routes/sections";

/**
 * What a role's menu holds and where the guard sends it, as tests expect them: read from the
 * declarations (the sections in menu order, each with its menu pages in order) and asked of
 * the policy page by page (pass loadCheck(), or `can` where a test mocks the policy). It
 * walks the declared routes itself, not the menu or the guard's helpers it checks, so a new
 * section or policy line changes what tests expect and no test (decision 0032).
 */
export interface ExpectedSection {
  path: string;
  title: string;
  /** The menu pages the role may open, in order: the path each entry opens and its title. */
  pages: { path: string; title: string }[];
}

/** The menu of `role`: each section with a page it may open, in order (the help link left out). */
export function expectedMenu(check: Check, role: Subject): ExpectedSection[] {
  return sections.flatMap((section) => {
    const pages = (section.children ?? []).flatMap((route) => {
      // a menu entry opens its path, or menuPath for a list whose path takes a param
      const path = route.menuPath ?? (route.path.includes(":") ? undefined : route.path);
      if (!path || route.hideInMenu) return [];
      const may = check(role, section.path, route.access?.page ?? route.path, route.access?.action ?? VIEW);
      return may ? [{ path, title: route.title }] : [];
    });
    return pages.length ? [{ path: section.path, title: section.title, pages }] : [];
  });
}

/** The spec's "first permitted route" of `role` (section 6): the first page of its menu. */
export function expectedFirstPage(check: Check, role: Subject): string {
  const first = expectedMenu(check, role)[0]?.pages[0]?.path;
  if (!first) throw new Error(`the policy lets ${role} open no menu page`);
  return first;
}
