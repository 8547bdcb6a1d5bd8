import { allProblems } from "../engine/check-declarations";
import type { ServesPath } from "../engine/check-served";
type CheckConfig = typeof import("../engine/check-config");
import { sectionProblems } from "../engine/sections";
// the configs, with the app's field types they name (registered by ../resources, before the check)
import * as declared from "../resources";
import { buildFailure } from "../catalogue/declared-sections";
import { ResourceConfigError } from "../engine/config-error";
import { fixturePageProblems } from "../engine/fixture-namespace";
import { sectionPageFiles, sectionPages } from "../catalogue/section-pages";
import { servedByDemo } from "./served-by-demo";

/** A routes.ts without its declaration, and page paths in the test fixtures' namespace (decision 0032). */
const pageProblems = sectionPageFiles
  .filter(({ pages }) => !pages?.section)
  .map(({ file }) => new ResourceConfigError(file, "没有 default export 一个 defineSectionPages({ section, ... })"))
  .concat(fixturePageProblems(sectionPages));

// a test's mock of src/resources (drop-in.ts) may give its sections and resources only
const collected = ("problems" in declared ? declared.problems : undefined) ?? [];

/**
 * Every problem of the declarations, each naming file, resource and field, as messages: given
 * the resources' check (check-config.ts) and, in demo mode, what the demo serves. The console's
 * build runs it (src/build/route-manifest.ts, through scripts/start-up-check.ts) and stops on a
 * problem; development and the tests run it as the console starts (configCheck below).
 */
export function declarationProblems(check: Pick<CheckConfig, "resourceProblems" | "unservedActionProblems">, serves: ServesPath | undefined): string[] {
  const unserved = serves ? check.unservedActionProblems(declared.resources, serves) : [];
  const found = [...collected, ...pageProblems, ...sectionProblems(declared.sections), ...check.resourceProblems(declared.resources, declared.sections), ...unserved];
  return allProblems(found, buildFailure()).map((p) => p.message);
}

/**
 * The start-up check in development (App.tsx loads this module there only): the problems are
 * logged and shown in place of the console (decision 0034); in demo mode, also each config
 * action whose API the demo does not answer, with the file to write (decision 0050).
 */
export const configCheck: Promise<string[]> = import("../engine/check-config").then(
  async (check) => {
    // read when the check runs: src/console-entry.tsx has handed the demo's in by then (it starts the demo first)
    const messages = declarationProblems(check, await servedByDemo());
    if (messages.length) console.error(messages.join("\n"));
    return messages;
  },
  // a chunk that did not load checks nothing: the console starts as before. (Only the load is
  // caught: a fault of the check itself is not taken for "no problems".)
  () => [],
);
