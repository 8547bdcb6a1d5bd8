import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiContract, contractCalls, contractText, declaredCalls } from "../../src/contract";
import { handlers } from "../../src/api/handlers";
import { servesOf } from "../../src/api/serves";

/**
 * docs/api/openapi.json is valid OpenAPI 3.1, current, and names exactly the calls the demo
 * API serves: a new handler without a declaration (or a declaration nobody serves) fails here.
 */

const FILE = resolve(process.cwd(), "docs/api/openapi.json");

/**
 * Paths the demo API serves as calls of the console (not its refusals of calls a resource does
 * not offer), in OpenAPI's form (a REST record's `:id` as `{id}`).
 */
export const servedPaths = () =>
  [...new Set(handlers.filter((h) => !servesOf(h)?.refusal).map((h) => String(h.info.path).replace(/^\*/, "").replace(/:(\w+)/g, "{$1}")))].sort();

describe("the API contract", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(apiContract());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("is the committed docs/api/openapi.json (else: run npm run api:contract)", () => {
    const committed = readFileSync(FILE, "utf8");
    expect(committed === contractText(), "docs/api/openapi.json is stale: run npm run api:contract").toBe(true);
  });

  it("describes every call the demo API serves, and no call it does not serve", () => {
    const described = Object.keys(apiContract().paths).sort();
    expect(described).toEqual(expect.arrayContaining([...new Set(contractCalls.map((c) => c.path))]));
    const served = servedPaths();
    expect(served.filter((p) => !described.includes(p)), "served, not in the contract (declare it in a *.calls.ts)").toEqual([]);
    expect(described.filter((p) => !served.includes(p)), "in the contract, not served by the demo API").toEqual([]);
  });

  it("declares each hand-written call once", () => {
    const paths = declaredCalls.map((c) => c.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});
