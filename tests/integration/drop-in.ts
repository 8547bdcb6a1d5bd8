import fixturePolicy from "../fixtures/fixturePurchase/policy.csv?raw";
import { collectExtensions, type ExtensionModules } from "../../src/api/section-extensions";
import { collectDeclarations, type Declarations } from "../../src/engine/declarations";
import type { SeedModule } from "../../src/engine/seed-types";

/**
 * What the bundler would find if the app held tests/fixtures/fixturePurchase/ as a section
 * folder of src/resources/ and its policy.csv line in src/access/policy.csv: a test mocks the
 * discovery points with these (src/resources/index.ts, the demo seeds, the section's handler
 * files found by src/api/resource-actions/index.ts, the policy text) and changes nothing else. The fixture's names and paths begin with `fixture`, the
 * namespace the app may not take (src/engine/fixture-namespace.ts), so they never meet an
 * integrator's section, the guide's /purchase included. It imports none of those modules
 * itself (a mock factory importing the module it mocks would wait on itself).
 */
const declarations = import.meta.glob<{ default?: unknown }>(["../fixtures/fixturePurchase/*.ts", "!../fixtures/fixturePurchase/*.seed.ts", "!../fixtures/fixturePurchase/*.actions.ts"], { eager: true });
/** The fixture's seed modules (the test collects them with the app's collectSeeds). */
export const fixtureSeeds = import.meta.glob<{ default?: SeedModule }>("../fixtures/fixturePurchase/*.seed.ts", { eager: true });

export const fixture = collectDeclarations(declarations);

/** The section's own handlers (*.actions.ts), checked as the app's are: each extends its sibling config. */
export const fixtureExtensions = collectExtensions(
  import.meta.glob<ExtensionModules[string]>("../fixtures/fixturePurchase/*.actions.ts", { eager: true }),
  fixture.resources,
);

export const withFixtureDeclarations = (app: Declarations): Declarations => ({
  sections: [...app.sections, ...fixture.sections],
  resources: [...app.resources, ...fixture.resources],
});

export const withFixturePolicy = (app: string): string => `${app}\n${fixturePolicy}`;
