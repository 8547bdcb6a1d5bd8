import { grantKey, pageKeyOf } from "../access/grant-key";
import type { RouteData } from "./route-types";

/** One grant: doing `action` on a page, stored in a role as `key` ("/goods:edit"). */
export interface Grant {
  key: string;
  action: string;
  label: string;
}

/** A page and what it offers; `grants[0]` is seeing it (view). */
export interface GrantPage {
  section: string;
  /** The page's path as declared (a resource's list route or a custom page's path). */
  path: string;
  /** Its grant keys' page part: the path without params. */
  key: string;
  title: string;
  grants: Grant[];
}

export interface GrantSection {
  path: string;
  title: string;
  pages: GrantPage[];
}

/**
 * Everything a role can be granted, generated from the declarations (the routes the engine
 * built from sections, resources and custom pages): section → page → actions. A new resource,
 * page or action is in it with no other edit.
 */
export function grantCatalogue(sections: readonly RouteData[]): GrantSection[] {
  return sections.flatMap((s) => {
    const pages = (s.children ?? []).flatMap((r): GrantPage[] =>
      r.offers
        ? [{
          section: s.path, path: r.path, key: pageKeyOf(r.path), title: r.title,
          grants: r.offers.map((a) => ({ key: grantKey(r.path, a.key), action: a.key, label: a.label })),
        }]
        : []);
    return pages.length ? [{ path: s.path, title: s.title, pages }] : [];
  });
}

/** Every grant key of the catalogue, with its page. */
export function grantIndex(catalogue: GrantSection[]): Map<string, { page: GrantPage; grant: Grant }> {
  return new Map(catalogue.flatMap((s) => s.pages.flatMap((page) => page.grants.map((grant) => [grant.key, { page, grant }] as const))));
}
