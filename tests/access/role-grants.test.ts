import { describe, expect, it } from "vitest";
import { ALL_GRANTS, expandGrants, holdsGrant, isWholeGrant, sectionGrant, sectionOfGrant, type GrantSections } from "../../src/access/role-grants";

/** role-grants.ts over a small catalogue: `*` and `/x/*` spelled out, and who holds them to give. */

const page = (...keys: string[]) => ({ grants: keys.map((key) => ({ key })) });
const catalogue: GrantSections[] = [
  { path: "/goods", pages: [page("/goods:view", "/goods:edit"), page("/goods/keys:view")] },
  { path: "/order", pages: [page("/order:view", "/order:ship")] },
];
const GOODS = ["/goods:view", "/goods:edit", "/goods/keys:view"];
const ORDER = ["/order:view", "/order:ship"];

describe("the words for everything", () => {
  it("reads a section's grant and nothing else as one", () => {
    expect(sectionGrant("/goods")).toBe("/goods/*");
    expect(sectionOfGrant("/goods/*")).toBe("/goods");
    expect(sectionOfGrant("/user/express/*")).toBe("/user/express");
    for (const key of ["*", "/*", "/goods", "/goods:view", "/goods:*", "goods/*"]) expect(sectionOfGrant(key), key).toBeNull();
    expect([ALL_GRANTS, "/goods/*", "/goods:view"].map(isWholeGrant)).toEqual([true, true, false]);
  });
});

describe("expandGrants", () => {
  it("spells out * and /x/* against the catalogue as it is now, keeping the words and the plain keys", () => {
    expect(expandGrants([ALL_GRANTS], catalogue)).toEqual([ALL_GRANTS, ...GOODS, ...ORDER]);
    expect(expandGrants(["/order/*", "/goods:view"], catalogue)).toEqual(["/order/*", ...ORDER, "/goods:view"]);
    expect(expandGrants(["/goods:view", "/goods/*"], catalogue)).toEqual(["/goods:view", "/goods/*", "/goods:edit", "/goods/keys:view"]);
  });

  it("gives a section added later to * and to its /x/*, not to a list saved before", () => {
    const later: GrantSections[] = [...catalogue, { path: "/purchase", pages: [page("/purchase/order:view", "/purchase/order:audit")] }];
    const savedBefore = [...GOODS, ...ORDER];
    expect(expandGrants([ALL_GRANTS], later)).toContain("/purchase/order:audit");
    expect(expandGrants(["/purchase/*"], later)).toEqual(["/purchase/*", "/purchase/order:view", "/purchase/order:audit"]);
    expect(expandGrants(savedBefore, later)).toEqual(savedBefore);
    // a section the console no longer has stands for nothing
    expect(expandGrants(["/purchase/*"], catalogue)).toEqual(["/purchase/*"]);
  });
});

describe("holdsGrant: no one grants more than they have", () => {
  const holding = (stored: string[]) => new Set(expandGrants(stored, catalogue));
  const cases: [string, string[], string, boolean][] = [
    ["* holds everything", [ALL_GRANTS], ALL_GRANTS, true],
    ["* holds a section", [ALL_GRANTS], "/order/*", true],
    ["every key now is not *", [...GOODS, ...ORDER], ALL_GRANTS, false],
    ["every section is not *", ["/goods/*", "/order/*"], ALL_GRANTS, false],
    ["every key of /order now holds /order/*", ORDER, "/order/*", true],
    ["part of /goods does not hold /goods/*", ["/goods:view", "/goods:edit"], "/goods/*", false],
    ["/goods/* holds its keys", ["/goods/*"], "/goods/keys:view", true],
    ["/goods/* holds no other section's", ["/goods/*"], "/order:view", false],
    ["an unknown section is held by no list", [...GOODS, ...ORDER], "/nope/*", false],
  ];
  it.each(cases)("%s", (_name, stored, key, held) => {
    expect(holdsGrant(holding(stored), key, catalogue)).toBe(held);
  });
});
