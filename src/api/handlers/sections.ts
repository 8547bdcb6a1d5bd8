import type { HttpHandler } from "msw";

/**
 * Hand-written demo-API calls of the sections that are not a resource's CRUD (dashboards,
 * flows, payments): each file in ./sections/ default-exports a list of handlers and is
 * found here (import.meta.glob), so a section adds calls without touching shared files.
 * Calls on a resource's own api.base belong in src/api/resource-actions/ instead.
 */
const modules = import.meta.glob<{ default: HttpHandler[] }>("./sections/*.ts", { eager: true });

export const sectionHandlers: HttpHandler[] = Object.keys(modules)
  .sort()
  .flatMap((file) => {
    const list = modules[file]?.default;
    if (!Array.isArray(list)) throw new Error(`${file} 没有 default export 一个 HttpHandler 数组`);
    return list;
  });
