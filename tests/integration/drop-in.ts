import fixturePolicy from "../fixtures/purchase/policy.csv?raw";
import { collectDeclarations, type Declarations } from "../../src/engine/declarations";
import type { SeedModule } from "../../src/engine/seed-types";

/**
 * What the bundler would find if tests/fixtures/purchase/ were copied into
 * src/resources/purchase/ and its policy.csv line appended to src/access/policy.csv: a
 * test mocks the three discovery points with these (src/resources/index.ts, the demo
 * seeds, the policy text) and changes nothing else. It imports none of those modules
 * itself (a mock factory importing the module it mocks would wait on itself).
 */
const declarations = import.meta.glob<{ default?: unknown }>(["../fixtures/purchase/*.ts", "!../fixtures/purchase/*.seed.ts"], { eager: true });
/** The fixture's seed modules (the test collects them with the app's collectSeeds). */
export const fixtureSeeds = import.meta.glob<{ default?: SeedModule }>("../fixtures/purchase/*.seed.ts", { eager: true });

export const fixture = collectDeclarations(declarations);

export const withFixtureDeclarations = (app: Declarations): Declarations => ({
  sections: [...app.sections, ...fixture.sections],
  resources: [...app.resources, ...fixture.resources],
});

export const withFixturePolicy = (app: string): string => `${app}\n${fixturePolicy}`;
