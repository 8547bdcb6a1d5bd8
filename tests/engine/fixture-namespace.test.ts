import { describe, expect, it } from "vitest";
import { ResourceConfigError } from "../../src/engine/config-error";
import { fixtureNamespaceProblems, fixturePageProblems, isFixtureName } from "../../src/engine/fixture-namespace";
import type { SectionConfig, SectionPages } from "../../src/engine/section-types";
import type { ResourceConfig } from "../../src/engine/types";
import { resources, sections } from "../../src/resources";
import { sectionPages } from "../../src/catalogue/section-pages";
import { fixture } from "../integration/drop-in";
import { brand } from "./fixture-brand";
import { outsideFixtureNamespace, refuseOutsideFixtureNamespace, sectionsOutsideFixtureNamespace } from "./outside-fixture-namespace";

/**
 * The test fixtures' namespace (decision 0032): every name and path of tests/fixtures/ begins
 * with `fixture`, and an app declaration that takes one is refused, naming what and why.
 */

const section: SectionConfig = { path: "/purchase", name: "Purchase", title: "采购管理", order: 65 };
const supplier: ResourceConfig = {
  name: "supplier",
  label: "供应商",
  section: "/purchase",
  routes: { list: "/purchase/supplier", edit: "/purchase/supplier/edit/:alias" },
  api: { base: "/merchant/purchase/v1/supplier" },
  fields: [{ key: "name", label: "名称" }],
};

/** The start-up check's first problem with the app's `sections` and `resources` (fails when there is none). */
function refusal(s: SectionConfig[], r: ResourceConfig[]): string {
  const [first] = fixtureNamespaceProblems({ sections: s, resources: r });
  expect(first).toBeInstanceOf(ResourceConfigError);
  return first?.message ?? "not refused";
}

const WHY = "以 fixture 开头的名字和路径段留给测试夹具（tests/fixtures/，决定 0032），应用请换一个";

describe("the test fixtures' namespace", () => {
  it("holds the names and path segments that begin with fixture, then no lowercase letter", () => {
    for (const name of ["fixture", "fixtureSupplier", "fixture2", "fixture-log", "fixture_log"]) expect(isFixtureName(name), name).toBe(true);
    for (const name of ["fixtures", "fixturesList", "supplier", "myFixture", "Fixture"]) expect(isFixtureName(name), name).toBe(false);
  });

  it("holds every test fixture dropped in beside the app: its sections, names, routes and API", () => {
    expect(fixture.sections.length).toBeGreaterThan(0);
    for (const s of fixture.sections) expect(fixtureNamespaceProblems({ sections: [s], resources: [] }), s.path).toHaveLength(1);
    for (const c of fixture.resources) {
      expect(isFixtureName(c.name), c.name).toBe(true);
      for (const path of [...Object.values(c.routes), c.api.base ?? ""]) expect(path.split("/").some(isFixtureName), path).toBe(true);
    }
  });

  it("leaves the app's own declarations and pages alone (they passed at start-up)", () => {
    expect(fixtureNamespaceProblems({ sections, resources })).toEqual([]);
    expect(fixturePageProblems(sectionPages)).toEqual([]);
  });
});

describe("an app declaration in the namespace is refused", () => {
  it.each([
    ["a section's path", [{ ...section, path: "/fixturePurchase" }], [], `资源配置错误 分区 "/fixturePurchase".path: "/fixturePurchase" 含 "fixturePurchase"：${WHY}`],
    ["a section's alsoUnder", [{ ...section, alsoUnder: ["/fixture"] }], [], `资源配置错误 分区 "/purchase".alsoUnder: "/fixture" 含 "fixture"：${WHY}`],
    ["a resource's name", [section], [{ ...supplier, name: "fixtureSupplier" }], `资源配置错误 "fixtureSupplier".name: "fixtureSupplier"：${WHY}`],
    [
      "a route",
      [section],
      [{ ...supplier, routes: { ...supplier.routes, edit: "/purchase/fixture-edit/:alias" } }],
      `资源配置错误 "supplier".routes.edit: "/purchase/fixture-edit/:alias" 含 "fixture-edit"：${WHY}`,
    ],
    ["the API", [section], [{ ...supplier, api: { base: "/merchant/fixtureShop/v1/supplier" } }], `资源配置错误 "supplier".api: "/merchant/fixtureShop/v1/supplier" 含 "fixtureShop"：${WHY}`],
    ["a REST API", [section], [{ ...supplier, api: { rest: { url: "/rest/fixtureSuppliers" } } }], `资源配置错误 "supplier".api: "/rest/fixtureSuppliers" 含 "fixtureSuppliers"：${WHY}`],
  ] as [string, SectionConfig[], ResourceConfig[], string][])("%s", (_what, s, r, message) => {
    expect(refusal(s, r)).toBe(message);
  });

  it("a custom page's path", () => {
    const pages: SectionPages[] = [{ section: "/purchase", pages: [{ path: "/purchase/fixtureReport", name: "Report", title: "报表", page: async () => ({ default: () => null }) }] }];
    expect(fixturePageProblems(pages).map((p) => p.message)).toEqual([`资源配置错误 页面 "/purchase/fixtureReport": "/purchase/fixtureReport" 含 "fixtureReport"：${WHY}`]);
  });

  it("every such name at once, for a check that lists them all", () => {
    const taken = { ...supplier, name: "fixtureSupplier", routes: { list: "/purchase/fixture" } };
    expect(fixtureNamespaceProblems({ sections: [{ ...section, path: "/fixtureShop" }], resources: [taken] }).map((p) => p.message.split(":")[0])).toEqual([
      '资源配置错误 分区 "/fixtureShop".path',
      '资源配置错误 "fixtureSupplier".name',
      '资源配置错误 "fixtureSupplier".routes.list',
    ]);
  });

  it("the guide's own example (/purchase, supplier, supplierLog) is not", () => {
    const supplierLog = { ...supplier, name: "supplierLog", routes: { list: "/purchase/supplierLog" }, api: { base: "/merchant/purchase/v1/supplier-log" } };
    expect(fixtureNamespaceProblems({ sections: [section], resources: [supplier, supplierLog] })).toEqual([]);
  });
});

/**
 * Every fixture module of the tests (tests/fixtures/**, tests/engine/fixture-*.ts: the
 * declarations tests drop in beside the app's), found by globbing, not listed by hand.
 */
const fixtureModules = import.meta.glob<Record<string, unknown>>(
  ["../fixtures/**/*.ts", "./fixture-*.ts", "!./**/*.test.ts", "!./**/*.test.tsx"],
  { eager: true },
);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
/** A module's exports shaped like a resource config (a name, routes, an API, fields). */
const resourceExports = (m: Record<string, unknown>): ResourceConfig[] =>
  Object.values(m).filter((v): v is ResourceConfig => isObject(v) && typeof v.name === "string" && isObject(v.routes) && isObject(v.api) && Array.isArray(v.fields));
/** A module's exports shaped like a section (a path and a title, no routes). */
const sectionExports = (m: Record<string, unknown>): SectionConfig[] =>
  Object.values(m).filter((v): v is SectionConfig => isObject(v) && typeof v.path === "string" && typeof v.title === "string" && !("routes" in v));
/** A module's exports shaped like a seed map or a seed module: the names they seed. */
const seedKeys = (m: Record<string, unknown>): string[] =>
  Object.entries(m).flatMap(([key, v]) => {
    if (key === "default" && typeof v === "function") return []; // a seed module's rows: named by its config
    return isObject(v) && !("name" in v) && !("path" in v) && Object.values(v).every((f) => typeof f === "function") ? Object.keys(v) : [];
  });

describe("the tests' own declarations", () => {
  const modules = Object.entries(fixtureModules);

  it("are found: every fixture module, each declaring a resource, a section or seeds", () => {
    const files = modules.map(([file]) => file);
    expect(files).toEqual(expect.arrayContaining(["./fixture-brand.ts", "../fixtures/fixturePurchase/supplier.ts"]));
    for (const [file, m] of modules) expect(resourceExports(m).length + sectionExports(m).length + seedKeys(m).length + (m.default ? 1 : 0), file).toBeGreaterThan(0);
  });

  it.each(modules)("%s keeps its names, routes, API and seeds in the fixtures' namespace", (_file, m) => {
    expect(outsideFixtureNamespace(resourceExports(m), seedKeys(m))).toEqual([]);
    expect(sectionsOutsideFixtureNamespace(sectionExports(m))).toEqual([]);
  });

  it("a fixture outside the namespace is named, and the harness refuses it (withResourceDemoApi)", () => {
    const taken: ResourceConfig = { ...brand, name: "brand", routes: { list: "/goods/brand" }, api: { base: "/merchant/goods/v1/brand" }, export: { type: "brand" } };
    const problems = ['"brand".name', '"brand".routes.list: /goods/brand', '"brand".api: /merchant/goods/v1/brand', '"brand".export.type: brand', 'seed "brand"'];
    expect(outsideFixtureNamespace([taken], ["brand"])).toEqual(problems);
    expect(() => refuseOutsideFixtureNamespace([taken], ["brand"])).toThrow(problems.join("; "));
    const onAppRest: ResourceConfig = { ...brand, name: "fixtureRest", routes: { list: "/goods/fixtureRest" }, api: { rest: { url: "/rest/suppliers" } }, export: undefined };
    expect(outsideFixtureNamespace([onAppRest])).toEqual(['"fixtureRest".api: /rest/suppliers']);
    expect(sectionsOutsideFixtureNamespace([section])).toEqual(['分区 "/purchase".path']);
  });
});
