// the app's field types, registered on import: whoever reads the configs (the routes and their
// start-up check, the demo API, the contract) knows the types they name, and their rules
import "../field-types";
import { collectDeclarations } from "../engine/declarations";
import { fixtureNamespaceProblems } from "../engine/fixture-namespace";

/**
 * Every section and resource of the console: each `<section>/section.ts` declares a
 * section, and every other file under src/resources/ (but this one, the demo seeds
 * *.seed.ts, the rule modules *.rules.ts that screens and the demo API share, and a section's
 * own API handlers *.actions.ts, which only the API loads: src/api/resource-actions/index.ts) a
 * resource. Found by the bundler, so adding a section or a resource is adding a file.
 * Names and paths beginning with `fixture` are the test fixtures' (fixture-namespace.ts):
 * one here stops the app at start-up.
 */
const modules = import.meta.glob<{ default?: unknown }>(["./**/*.ts", "!./index.ts", "!./**/*.seed.ts", "!./**/*.rules.ts", "!./**/*.actions.ts"], {
  eager: true,
});

const found = collectDeclarations(modules, "src/resources/");

export const { sections, resources } = found;
/** What the start-up check lists beside its own: files without a declaration, names in the test fixtures' namespace. */
export const problems = [...(found.problems ?? []), ...fixtureNamespaceProblems(found)];
