import type { PageLoader } from "./types";

/**
 * The custom (non-CRUD) screens of the sections, by route path. Each section folder of
 * src/pages/ may have a `routes.ts` default-exporting `{ "/exact/spec/path": () => import("./screen") }`;
 * route-table.ts gives those paths these screens. Found by the bundler, so a section adds
 * its screens without touching shared files; the imports inside stay dynamic (lazy).
 */
const modules = import.meta.glob<{ default: Record<string, PageLoader> }>("../pages/*/routes.ts", { eager: true });

export const sectionPages: Record<string, PageLoader> = {};
for (const file of Object.keys(modules).sort()) {
  for (const [path, load] of Object.entries(modules[file]?.default ?? {})) {
    if (sectionPages[path]) throw new Error(`${file}: 路由 ${path} 的页面重复定义`);
    sectionPages[path] = load;
  }
}
