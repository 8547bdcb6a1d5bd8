import { refuseFixturePages } from "../engine/fixture-namespace";
import type { SectionPages } from "../engine/section-types";

/**
 * The custom (non-CRUD) screens of the sections: each section folder of src/pages/ may have
 * a `routes.ts` default-exporting its SectionPages (its own pages with their titles and
 * menu order, and screens in place of a resource's generated ones). Found by the bundler,
 * so a section adds its screens without touching shared files; the screens stay lazy.
 */
const modules = import.meta.glob<{ default?: SectionPages }>("../pages/*/routes.ts", { eager: true });

const found: SectionPages[] = Object.keys(modules)
  .sort()
  .map((file) => {
    const pages = modules[file]?.default;
    if (!pages?.section) throw new Error(`${file} 没有 default export 一个 defineSectionPages({ section, ... })`);
    return pages;
  });

/** The pages, none in the test fixtures' namespace (a page path with a `fixture…` segment stops the app). */
export const sectionPages: SectionPages[] = refuseFixturePages(found);
