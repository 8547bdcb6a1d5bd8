import type { SectionPages } from "../engine/section-types";

/**
 * The custom (non-CRUD) screens of the sections: each section folder of src/pages/ may have
 * a `routes.ts` default-exporting its SectionPages (its own pages with their titles and
 * menu order, and screens in place of a resource's generated ones). Found by the bundler,
 * so a section adds its screens without touching shared files; the screens stay lazy.
 * Read here, below the console's routes, because the route manifest is made of them: their
 * paths, titles, menu order and actions are the catalogue's too (the API never calls a loader).
 */
const modules = import.meta.glob<{ default?: SectionPages }>("../pages/*/routes.ts", { eager: true });
const files = Object.keys(modules).sort();

export const sectionPages: SectionPages[] = files.flatMap((file) => {
  const pages = modules[file]?.default;
  return pages?.section ? [pages] : [];
});

/** Each routes.ts with what it exports (the start-up check names one without a declaration). */
export const sectionPageFiles = files.map((file) => ({ file: file.replace(/^\.\.\//, "src/"), pages: modules[file]?.default }));
