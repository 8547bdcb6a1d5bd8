import { ResourceConfigError } from "../engine/config-error";
import { fixturePageProblems } from "../engine/fixture-namespace";
import type { SectionPages } from "../engine/section-types";

/**
 * The custom (non-CRUD) screens of the sections: each section folder of src/pages/ may have
 * a `routes.ts` default-exporting its SectionPages (its own pages with their titles and
 * menu order, and screens in place of a resource's generated ones). Found by the bundler,
 * so a section adds its screens without touching shared files; the screens stay lazy.
 */
const modules = import.meta.glob<{ default?: SectionPages }>("../pages/*/routes.ts", { eager: true });
const files = Object.keys(modules).sort();
const fileName = (file: string) => file.replace(/^\.\.\//, "src/");

export const sectionPages: SectionPages[] = files.flatMap((file) => {
  const pages = modules[file]?.default;
  return pages?.section ? [pages] : [];
});

/** A routes.ts without its declaration: named with the start-up check's problems. */
export const pageProblems = files
  .filter((file) => !modules[file]?.default?.section)
  .map((file) => new ResourceConfigError(fileName(file), "没有 default export 一个 defineSectionPages({ section, ... })"))
  // a page path in the test fixtures' namespace (decision 0032)
  .concat(fixturePageProblems(sectionPages));
