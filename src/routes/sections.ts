import { allProblems } from "../engine/check-declarations";
import type { ServesPath } from "../engine/check-served";
type CheckConfig = typeof import("../engine/check-config");
import type { AppRoute } from "../engine/route-types";
import { buildSections, sectionProblems } from "../engine/sections";
// the configs, with the app's field types they name (registered by ../resources, before the check)
import * as declared from "../resources";
import { pageProblems, sectionPages } from "./section-pages";

let buildError: unknown;

/** Routes from the declarations as they are; none when they cannot be built (the check below says why). */
function build(): AppRoute[] {
  try {
    return buildSections(declared.sections, declared.resources, sectionPages);
  } catch (e) {
    buildError = e;
    return [];
  }
}

/**
 * The console's sections as routes, from the declarations alone: src/resources/<section>/
 * (section.ts and the resource configs) and src/pages/<section>/routes.ts.
 */
export const sections = build();

// a test's mock of src/resources (drop-in.ts) may give its sections and resources only
const collected = ("problems" in declared ? declared.problems : undefined) ?? [];

/** What the demo API serves, handed in by src/console-entry.tsx in demo mode (only it may import the demo). */
let demoServes: Promise<ServesPath | undefined> = Promise.resolve(undefined);
/** In demo mode: the check also names config actions with an API the demo does not answer. */
export function checkServedByDemo(serves: Promise<ServesPath | undefined>): void {
  // a demo that did not start serves nothing to check against (its failure is said elsewhere)
  demoServes = serves.catch(() => undefined);
}

/**
 * Every problem of the declarations, each naming file, resource and field, as messages: given
 * the resources' check (check-config.ts, loaded apart) and, in demo mode, what the demo serves.
 * The scripts that read the declarations run the same (scripts/start-up-check.ts).
 */
export function declarationProblems(check: Pick<CheckConfig, "resourceProblems" | "unservedActionProblems">, serves: ServesPath | undefined): string[] {
  const unserved = serves ? check.unservedActionProblems(declared.resources, serves) : [];
  const found = [...collected, ...pageProblems, ...sectionProblems(declared.sections), ...check.resourceProblems(declared.resources, declared.sections), ...unserved];
  return allProblems(found, buildError).map((p) => p.message);
}

/**
 * The start-up check. The resources' check (check-config.ts) loads in a chunk of its own beside
 * the first paint, so /login carries none of its code; the console logs the problems and App.tsx
 * shows them in place of the console (decision 0034). In demo mode, also each config action
 * whose API the demo does not answer, with the file to write (decision 0050).
 */
export const configCheck: Promise<string[]> = import("../engine/check-config").then(
  async (check) => {
    // read when the check runs: src/console-entry.tsx has handed the demo's in by then (it starts the demo first)
    const messages = declarationProblems(check, await demoServes);
    if (messages.length) console.error(messages.join("\n"));
    return messages;
  },
  // a chunk that did not load checks nothing: the console starts as before. (Only the load is
  // caught: a fault of the check itself is not taken for "no problems".)
  () => [],
);
