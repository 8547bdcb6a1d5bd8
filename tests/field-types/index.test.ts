import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTsconfig, reachable, ROOT } from "../module-graph";

/**
 * The app's field types (src/field-types/, loaded by its index.ts) are known wherever the
 * configs are read, with their rules: the start-up check, the demo API (in the browser and in
 * tests) and the contract (`npm run api:contract` loads src/contract). Read from the modules'
 * imports, so a new reader of the configs is held to it as soon as it is one of these.
 */

const { options } = parseTsconfig("tsconfig.json");
const FIELD_TYPES = resolve(ROOT, "src/field-types/index.ts");
const READERS = {
  "the start-up check": "src/routes/sections.ts",
  "the demo API in the browser": "src/demo/browser.ts",
  "the demo API in tests": "src/demo/node.ts",
  "the contract": "src/contract/index.ts",
};

describe("the app's field types", () => {
  it.each(Object.entries(READERS))("are loaded by %s (%s)", (_who, entry) => {
    expect(reachable([resolve(ROOT, entry)], options).has(FIELD_TYPES)).toBe(true);
  });
});
