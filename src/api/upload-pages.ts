import type { FieldConfig } from "../engine/types";
import { typeOf } from "../engine/validation";
import { resources } from "../resources";
import { findRouteByPath, matchRoute } from "../catalogue/pages";
import { screens, type Screens, type Varying } from "./serves";
import type { Body } from "./types";

/**
 * Which pages upload (issue 47 item 8, decision 0074): an upload says the page it is made on
 * (`page`: the console's pathname), and only a page with a field that takes an upload counts (a
 * resource's create and edit screens with an image, images or rich-text field; 商户信息's logo and
 * license; 素材库). The call then serves that page: the caller must be able to open it (asked of the
 * one enforcer, like every call: opening /goods/edit/:alias asks 编辑 of /goods), so an employee
 * whose role opens no such page uploads nothing.
 */

const UPLOAD_TYPES = new Set(["image", "images", "richtext"]);

const takesUpload = (fields: readonly FieldConfig[]): boolean =>
  fields.some((f) => !f.readOnly && (UPLOAD_TYPES.has(typeOf(f)) || takesUpload((f as { fields?: FieldConfig[] }).fields ?? [])));

/** The route patterns of the pages that upload. */
export const UPLOAD_PAGES: ReadonlySet<string> = new Set([
  ...resources.filter((c) => takesUpload(c.fields)).flatMap((c) => [c.routes.create, c.routes.edit]).filter((r): r is string => Boolean(r)),
  "/user/setting",
  "/ump/material/index",
]);

/** The uploading page a body names: its route pattern, section and title; null for any other (or none). */
export function uploadPageOf(body: Body): { route: string; section: string; title: string } | null {
  const hit = typeof body.page === "string" && body.page.startsWith("/") ? matchRoute(body.page.split(/[?#]/)[0] ?? "") : undefined;
  if (!hit?.section || !UPLOAD_PAGES.has(hit.route.path)) return null;
  return { route: hit.route.path, section: hit.section.path, title: hit.route.title };
}

const screensOf = (route: string): Screens | null => {
  const section = findRouteByPath(route)?.section?.path;
  return section ? screens(section, route) : null;
};

/** A page nobody opens: what an upload that names no uploading page serves (its handler refuses it too). */
const NO_PAGE = screens("/upload", "/upload/no-page");

/** What an image upload serves: the uploading page its body names (see above). */
export const uploadServes: Varying = {
  by: (body) => {
    const page = uploadPageOf(body);
    return page ? screens(page.section, page.route) : NO_PAGE;
  },
  cases: [...UPLOAD_PAGES].map(screensOf).filter((s): s is Screens => s !== null),
};
