import { resourceProblems } from "./check-config";
import { ResourceConfigError } from "./config-error";
import type { AppRoute } from "./route-types";
import type { SectionConfig, SectionPages } from "./section-types";
import { buildSections, sectionProblems } from "./sections";
import type { ResourceConfig } from "./types";

export interface CheckedDeclarations {
  /** The console's sections as routes; none while a declaration is wrong. */
  routes: AppRoute[];
  /** Every problem found, in the console's and the page's words (decision 0034). */
  problems: ResourceConfigError[];
}

/**
 * The start-up check of every declaration at once (sections, resources, custom pages, and
 * what collecting them found): the app shows all the problems on the page instead of
 * stopping on the first with a white page. Routes are built only from sound declarations.
 */
export function checkDeclarations(sections: SectionConfig[], resources: ResourceConfig[], pages: SectionPages[], found: ResourceConfigError[] = []): CheckedDeclarations {
  const problems = [...found, ...sectionProblems(sections), ...resourceProblems(resources, sections)];
  let routes: AppRoute[] = [];
  try {
    routes = buildSections(sections, resources, pages);
  } catch (e) {
    // the pages' own problems; anything else follows from one found above, or is named as it is
    if (e instanceof ResourceConfigError) {
      if (!problems.some((p) => p.message === e.message)) problems.push(e);
    } else if (problems.length === 0) {
      problems.push(new ResourceConfigError("分区与页面", `无法生成路由（${e instanceof Error ? e.message : String(e)}）`));
    }
  }
  return { routes: problems.length ? [] : routes, problems };
}
