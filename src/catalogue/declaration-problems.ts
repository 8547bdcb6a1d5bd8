import { allProblems } from "../engine/check-declarations";
import type { ServesPath } from "../engine/check-served";
import { sectionProblems } from "../engine/sections";
import { ResourceConfigError } from "../engine/config-error";
import { fixturePageProblems } from "../engine/fixture-namespace";
// the configs, with the app's field types they name (registered by ../resources, before the check)
import * as declared from "../resources";
import { buildFailure } from "./declared-sections";
import { sectionPageFiles, sectionPages } from "./section-pages";
type CheckConfig = typeof import("../engine/check-config");

/** A routes.ts without its declaration, and page paths in the test fixtures' namespace (decision 0032). */
const pageProblems = sectionPageFiles
  .filter(({ pages }) => !pages?.section)
  .map(({ file }) => new ResourceConfigError(file, "没有 default export 一个 defineSectionPages({ section, ... })"))
  .concat(fixturePageProblems(sectionPages));

// a test's mock of src/resources (drop-in.ts) may give its sections and resources only
const collected = ("problems" in declared ? declared.problems : undefined) ?? [];

/**
 * Every problem of the declarations, each naming file, resource and field: given the resources'
 * check (check-config.ts, handed in: the console loads it as a chunk of its own) and what the API
 * serves (a config action with neither a handler nor a transition is named). Read here, below
 * the console and the API alike: the console's start-up check (src/routes/declaration-check.ts),
 * the console's build, and the server's start and reload (src/api/config-refusals.ts) list the same.
 */
export function declarationErrors(check: Pick<CheckConfig, "resourceProblems" | "unservedActionProblems">, serves: ServesPath | undefined): ResourceConfigError[] {
  const unserved = serves ? check.unservedActionProblems(declared.resources, serves) : [];
  const found = [...collected, ...pageProblems, ...sectionProblems(declared.sections), ...check.resourceProblems(declared.resources, declared.sections), ...unserved];
  return allProblems(found, buildFailure());
}

/** declarationErrors as the messages the page and the terminal show. */
export function declarationProblems(check: Pick<CheckConfig, "resourceProblems" | "unservedActionProblems">, serves: ServesPath | undefined): string[] {
  return declarationErrors(check, serves).map((p) => p.message);
}
