import type { HttpHandler } from "msw";
import { appSeeds, type SeedMap } from "../../src/api/resource-seeds";
import { resourceHandlers } from "../../src/api/resources";
import { relationLookups } from "../../src/engine/lookups";
import type { ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";

/**
 * A provider-API fixture whose 供应商 is the app's REST resource (decision 0124), as the issue's
 * integrator wrote their 采购单: its select shows each supplier's 等级 too, and only 合作中 ones.
 */
export const restPurchase: ResourceConfig = {
  name: "fixtureRestPurchase", label: "采购单", section: "/goods", menu: { title: "采购单", order: 9 },
  routes: { list: "/goods/fixtureRestPurchase", create: "/goods/fixtureRestPurchase/create", edit: "/goods/fixtureRestPurchase/edit/:alias" },
  api: { base: "/merchant/goods/v1/fixture-rest-purchase" },
  fields: [
    { key: "title", label: "采购标题", required: true },
    {
      key: "supplier_id", label: "供应商", type: "relation", required: true,
      relation: { resource: "goodsSupplier", labelField: "name", displayField: "supplier_name", shows: ["level"], params: { status: 1 } },
    },
  ],
};

/**
 * The lookups of fixture configs whose relations point at the app's resources: the app's handlers
 * know only the app's fields, so these are built from the fixtures and the app configs they point
 * at (the lookup calls only: every other call of those resources stays the app's own).
 */
export function fixtureLookupHandlers(fixtures: ResourceConfig[], seeds: SeedMap = {}): HttpHandler[] {
  const named = new Set(fixtures.flatMap((c) => c.fields.flatMap((f) => [f, ...(f.fields ?? [])]).map((f) => f.relation?.resource)));
  const targets = resources.filter((c) => named.has(c.name));
  const configs = [...targets, ...fixtures];
  const paths = new Set(relationLookups(configs).filter((l) => l.uses.some((u) => fixtures.includes(u.resource))).map((l) => `*${l.path}`));
  const targetSeeds: SeedMap = {};
  for (const c of targets) {
    const rows = appSeeds[c.name];
    if (rows) targetSeeds[c.name] = rows;
  }
  return resourceHandlers(configs, { ...targetSeeds, ...seeds }).filter((h) => paths.has(String(h.info.path)));
}
