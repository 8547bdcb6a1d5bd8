import { describe, expect, it } from "vitest";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { lookupParentOf, optionFieldsOf, relationLookups, type Lookup, type LookupUse } from "../../src/engine/lookups";
import { keyOf } from "../../src/engine/registry";
import type { FieldConfig } from "../../src/engine/types";
import { getDb } from "../../src/demo/node";
import { resources } from "../../src/resources";
import { findRouteByPath } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";
import { apiContract } from "../../src/contract";
import { ADMIN, call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";
import { employeeRow, loginStaff, WAREHOUSE } from "./staff-helpers";

/**
 * A form's lookups (decision 0048): every relation field of every config (nothing listed by
 * hand) is looked up through its related resource's lookup call, answered to an employee whose
 * role may open one of the field's screens and to nobody else, with the related records' value
 * and label fields only, of the caller's shop only.
 */

setupDemoApi();

const FORBIDDEN = { code: 403, msg: "无权限" };
const lookups = relationLookups(resources);
const cases = lookups.flatMap((lookup) => lookup.uses.map((use) => ({ lookup, use, name: `${use.resource.name}.${use.name} → ${lookup.path}` })));
const every = [...grantIndex(grantCatalogue(sections)).keys()];

/** What opening a route asks (its page and action): the grants a role needs to open it. */
const accessOf = (route: string) => findRouteByPath(route)?.route.access ?? { page: route, action: VIEW };
const grantsToOpen = (route: string): string[] => {
  const { page, action } = accessOf(route);
  return [...new Set([grantKey(page, VIEW), grantKey(page, action)])];
};

/** Gives the seeded 仓管's role these grants (read on every call) and signs them in. */
async function staffWith(grants: string[]): Promise<string> {
  employeeRow(WAREHOUSE.mobile).role.permissions = grants;
  return loginStaff(WAREHOUSE);
}

const ask = (lookup: Lookup, use: LookupUse, token: string, extra: object = {}) =>
  call<Page<Record<string, unknown>>>(lookup.path, { resource: use.resource.name, field: use.name, page: 1, page_size: 100, ...extra }, { token });

/** The value of each of a shop's records of the lookup's resource, as a relation stores it. */
function shopValues(lookup: Lookup, use: LookupUse, shop: (alias: string) => boolean): Set<string> {
  const db = getDb();
  const name = lookup.target.name;
  const rows = ((db.records[name] ?? (db as unknown as Record<string, unknown[]>)[name] ?? []) as Record<string, unknown>[]);
  const field = use.field.relation?.valueField ?? keyOf(lookup.target);
  return new Set(rows.filter((r) => shop(String(r.shop_alias))).map((r) => String(r[field] ?? r.alias)));
}
const shopOf = (mobile: string) => {
  const db = getDb();
  const user = db.users.find((u) => u.mobile === mobile);
  return db.shops.find((s) => s.user_alias === user?.alias)?.alias ?? "";
};

it("looks up every relation field a screen shows a select for (REST targets' too), but those with their own call", () => {
  // each relation field of each config, nested lists' rows included, and why it has no lookup
  const byName = new Map(resources.map((c) => [c.name, c]));
  // a relation to a REST resource is looked up too (decision 0124: lookups-rest.test.ts)
  const why = (f: FieldConfig, shown: boolean) =>
    f.relation?.listPath ? "listPath" : !byName.has(f.relation?.resource ?? "") ? "no target" : shown ? "lookup" : "no select";
  const fields = resources.flatMap((c) => c.fields.flatMap((f) => [
    ...(f.type === "relation" ? [{ name: `${c.name}.${f.key}`, why: why(f, (!f.readOnly && f.form !== false) || Boolean(f.filter)) }] : []),
    ...(f.fields ?? []).filter((s) => s.type === "relation").map((s) => ({ name: `${c.name}.${f.key}.${s.key}`, why: why(s, !f.readOnly && !s.readOnly) })),
  ]));
  const looked = fields.filter((f) => f.why === "lookup").map((f) => f.name);
  expect(cases.map((c) => `${c.use.resource.name}.${c.use.name}`).sort()).toEqual(looked.sort());
  expect(looked.length).toBeGreaterThan(5);
});

it("every lookup is a call of the API contract", () => {
  const paths = Object.keys(apiContract().paths);
  expect(lookups.map((l) => l.path).filter((p) => !paths.includes(p))).toEqual([]);
});

describe.each(cases)("$name", ({ lookup, use }) => {
  it("answers a role that may open one of the field's screens, without the related page's grants", async () => {
    const route = use.routes[0] ?? "";
    const token = await staffWith(grantsToOpen(route));
    const reply = await ask(lookup, use, token);
    expect(reply.body.code, reply.body.msg).toBe(200);
    expect(reply.body.data.total).toBeGreaterThan(0);
  });

  it("refuses a role that holds every other page's grants but none of the field's screens", async () => {
    const pages = new Set(use.routes.map((r) => accessOf(r).page));
    const token = await staffWith(every.filter((k) => !pages.has(k.slice(0, k.lastIndexOf(":")))));
    expect((await ask(lookup, use, token)).body).toMatchObject(FORBIDDEN);
  });

  it("answers the value and label fields only (a tree's parent, what the options show), of the caller's shop only", async () => {
    const value = use.field.relation?.valueField ?? keyOf(lookup.target);
    const label = use.field.relation?.labelField ?? "";
    // 商品分类's records say their parent: the select draws them as a tree (issue 49)
    const parent = lookupParentOf(lookup.target);
    const mine = shopOf(ADMIN.mobile);
    const reply = await ask(lookup, use, await login(ADMIN));
    const list = reply.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    // and the fields its options show (限时折扣's goods: 售价, 库存, 状态)
    const shown = [...(parent ? [parent] : []), ...optionFieldsOf(use.field.relation)];
    for (const row of list) expect(Object.keys(row).sort()).toEqual([...new Set([value, label, ...shown])].sort());
    const own = shopValues(lookup, use, (shop) => shop === mine);
    expect(list.map((r) => String(r[value])).filter((v) => !own.has(v))).toEqual([]);
    // the other shop's owner (verified, so an admin) sees its own records, never these
    const theirs = (await ask(lookup, use, await loginOtherAdmin())).body.data.list.map((r) => String(r[value]));
    const others = shopValues(lookup, use, (shop) => shop !== mine);
    expect(theirs.filter((v) => !others.has(v))).toEqual([]);
  });
});
