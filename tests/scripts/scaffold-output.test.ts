import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkResources } from "../../src/engine/check-config";
import { collectDeclarations } from "../../src/engine/declarations";
import type { SeedModule } from "../../src/engine/seed-types";
import type { ResourceConfig } from "../../src/engine/types";
import { isVisible } from "../../src/engine/validation";
import { fieldRulesError, normalize, type Rec } from "../../src/api/resource-input";
import { appSeeds, collectSeeds, seedResource } from "../../src/api/resource-seeds";
import { seed } from "../../src/demo/seed";
import { seedClock } from "../../src/api/seed-clock";
import { resources, sections } from "../../src/resources";
import { scaffold } from "../../scripts/scaffold/files";
import { FIELD_TYPES } from "../../scripts/scaffold/kinds";
import { linkRelations } from "../../scripts/scaffold/relations";
import { parseAction, parseField, type ResourceSpec } from "../../scripts/scaffold/spec";
import { collectExtensions } from "../../src/api/section-extensions";

/**
 * What `npm run new:resource` writes is loaded as the app loads it and passes the engine's
 * start-up check and the seed rules, for every field kind it offers: a throwaway section of
 * two resources, the first with one field of each kind (a relation to the app's 分类), the
 * second related to the first. (check:scaffold does the same in a copy of the checkout, with
 * typecheck, lint and the route and contract tests.)
 */
const engine = join(dirname(new URL(import.meta.url).pathname), "../../src/engine/");
const api = join(dirname(new URL(import.meta.url).pathname), "../../src/api/");
// inside the checkout: the test runner loads modules from under its root only (gitignored)
const dir = mkdtempSync(join(dirname(new URL(import.meta.url).pathname), "../../.scaffold-output-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample: Record<string, string> = {
  relation: "category_alias:relation:分类:required:to=category.name",
  enum: "kind:enum:类型:required:options=1/采购入库,2/退货入库",
  flag: "checked:flag:已验收:options=1/已验收,2/待验收",
};
const fieldOf = (kind: string) => sample[kind] ?? `${kind}_value:${kind}:${kind}值:required`;

const first: ResourceSpec = {
  section: "/fixtureScaffold", sectionTitle: "脚手架测试", name: "fixtureStockIn", label: "入库单",
  // a mobile number besides (the start-up check wants its mask said: the scaffold writes it)
  fields: [
    parseField("sn:text:入库单号:required"), parseField("contact_mobile:text:联系人手机"), ...FIELD_TYPES.filter((k) => k !== "text").map((k) => parseField(fieldOf(k))),
    parseField("status:enum:状态:options=1/待验收,2/已验收,3/已入库"),
  ],
  // a workflow (issue 50): status tabs, a search box, transitions, a call its handler file serves
  tabs: "status", keyword: ["sn"], handler: true,
  actions: ["check:验收:1:2", "store:入库:2:3", "print:打印"].map(parseAction),
};
const second: ResourceSpec = {
  section: "/fixtureScaffold", name: "fixtureStockLog", label: "库存流水", readOnly: true,
  fields: [parseField("in_alias:relation:入库单:required:to=fixtureStockIn.sn"), parseField("note:text:说明")],
};

/** Writes the scaffold's files under `dir` (the engine imported from src/) and loads them. */
async function load(spec: ResourceSpec, known: ResourceConfig[], exists: boolean): Promise<Record<string, { default?: unknown }>> {
  const linked = linkRelations(spec, { resources: known, seeded: new Set([...Object.keys(appSeeds), first.name]) });
  expect(linked.problems).toEqual([]);
  const out = scaffold(linked.spec, { exists, folder: "fixtureScaffold", hasPolicy: exists });
  const modules: Record<string, { default?: unknown }> = {};
  for (const [path, text] of Object.entries(out.files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text.replaceAll('"../../engine/', `"${engine}`).replaceAll('"../../api/', `"${api}`));
    modules[path] = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
  }
  return modules;
}

describe("new:resource's output, every field kind", async () => {
  const firstModules = await load(first, resources, false);
  /** The configs and sections of the files written (not the seeds, not the handler file). */
  const declared = (modules: Record<string, { default?: unknown }>) => Object.fromEntries(Object.entries(modules).filter(([p]) => !/\.(seed|actions)\.ts$/.test(p)));
  const made = collectDeclarations(declared(firstModules));
  const secondModules = await load(second, [...resources, ...made.resources], true);
  const all = collectDeclarations(declared({ ...firstModules, ...secondModules }));
  const seedModules = Object.fromEntries(Object.entries({ ...firstModules, ...secondModules }).filter(([p]) => p.endsWith(".seed.ts")));

  it("uses every kind the scaffold offers", () => {
    const types = new Set(all.resources.flatMap((r) => r.fields.map((f) => f.type ?? "text")));
    expect(FIELD_TYPES.filter((k) => !types.has(k))).toEqual([]);
  });

  it("writes a handler file the API takes for its resource: an after for each transition, the call the config cannot serve", () => {
    const handlers = Object.fromEntries(Object.entries(firstModules).filter(([p]) => p.endsWith(".actions.ts"))) as Parameters<typeof collectExtensions>[0];
    const [ext, ...more] = collectExtensions(handlers, made.resources);
    expect(more).toEqual([]);
    expect(ext?.resource).toBe(first.name);
    expect(Object.keys(ext?.after ?? {})).toEqual(["check", "store"]);
    expect(Object.keys(ext?.actions ?? {})).toEqual(["print"]);
  });

  it("passes the engine's start-up check beside the app's resources", () => {
    expect(() => checkResources([...resources, ...all.resources], [...sections, ...all.sections])).not.toThrow();
  });

  it("seeds rows that hold to their fields' rules, relations to real records of the same shop, nothing after now", () => {
    const db = seed();
    const seeds = collectSeeds(seedModules as Record<string, { default?: SeedModule }>);
    const now = seedClock().now;
    for (const config of all.resources) {
      const rows = seedResource(db, seeds, config.name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const record: Rec = {};
        const fields = config.fields.map((f) => ({ ...f, readOnly: false }));
        for (const f of fields) record[f.key] = normalize(f, row[f.key]);
        for (const f of fields) if (!isVisible(f, record)) record[f.key] = null;
        expect(fieldRulesError(fields, record, "create"), `${config.name} ${row.alias}`).toBeNull();
        for (const f of config.fields.filter((x) => x.type === "relation")) {
          const other = db.records[f.relation?.resource ?? ""] ?? [];
          expect(other.filter((o) => o.shop_alias === row.shop_alias).map((o) => o.alias), `${config.name}.${f.key}`).toContain(row[f.key]);
        }
        const dates = Object.values(row).filter((v): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v));
        expect(dates.filter((d) => d > now)).toEqual([]);
      }
    }
  });
});
