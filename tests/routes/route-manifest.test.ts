import { describe, expect, it } from "vitest";
import { manifestModule, routeManifest } from "../../src/build/route-manifest";
import { configManifest, fromManifest, toManifest, type ManifestRoute } from "../../src/engine/route-manifest";
import type { AppRoute } from "../../src/engine/route-types";
import { buildSections } from "../../src/engine/sections";
import { resources, sections as declaredSections } from "../../src/resources";
import { appConfigStore, loadConfigFile } from "../../src/routes/app-configs";
import { configs } from "../../src/catalogue/declared-sections";
import { sectionPages } from "../../src/catalogue/section-pages";
import { sections } from "../../src/routes/sections";

/**
 * The route manifest (issue 38, item 1): the console's build writes the sections' routes as data
 * and puts their loaders back in the page. What the page builds from the data must be what the
 * engine builds from the declarations: every route's facts, whether it has a screen and a read
 * ahead, the same custom screen, and a generated screen that loads the same code.
 */
const built = buildSections(declaredSections, resources, sectionPages);
// through JSON, as the build writes it
const written = JSON.parse(JSON.stringify(toManifest(built, sectionPages))) as ManifestRoute[];
const byName = new Map(resources.map((c) => [c.name, c]));
const rebuilt = fromManifest(written, sectionPages, async (name) => byName.get(name)!);

const all = (routes: AppRoute[]): AppRoute[] => routes.flatMap((r) => [r, ...all(r.children ?? [])]);
// (hideInMenu: false and none are the same to every reader)
const facts = ({ page, prefetch, children, hideInMenu, ...route }: AppRoute) => ({ ...route, hideInMenu: Boolean(hideInMenu), screen: Boolean(page), readsAhead: Boolean(prefetch), children: children?.length });

describe("the route manifest", () => {
  const pairs = all(built).map((route, i) => [route.path, route, all(rebuilt)[i]] as const);

  it("gives back every route, in order, with the same facts", () => {
    expect(all(rebuilt).map(facts)).toEqual(all(built).map(facts));
    expect(all(sections).map(facts)).toEqual(all(built).map(facts));
  });

  it("gives a custom screen its section's own loader", () => {
    const custom = pairs.filter(([, route]) => route.page && !route.resource);
    expect(custom.length).toBeGreaterThan(0);
    for (const [path, route, back] of custom) expect(back?.page, path).toBe(route.page);
  });

  it("gives a generated screen the engine's screen of its resource, its config loaded with it", async () => {
    const generated = pairs.filter(([, route]) => route.resource && route.page && (route.resource.view === "list" || route.resource.view === "edit"));
    const [list, edit] = ["list", "edit"].map((view) => generated.find(([, route]) => route.resource?.view === view && !sectionPages.some((p) => p.screens?.[route.path])));
    for (const pair of [list, edit]) {
      const [path, route, back] = pair!;
      const [own, again] = await Promise.all([route.page!(), back!.page!()]);
      expect(again.default, path).toBe(own.default);
    }
  });

  it("leaves out of the entry's data what a resource's view names anyway", () => {
    const text = JSON.stringify(written);
    const routes = all(built).filter((r) => r.resource && r.resource.view !== "list");
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(text, r.path).not.toContain(`"name":"${r.name}"`);
  });
});

describe("the configs' part of the manifest", () => {
  const written = JSON.parse(JSON.stringify(configManifest(resources, "src/resources/"))) as typeof configs;

  it("names every resource's file, and the configs its screens read", () => {
    expect(Object.keys(written).sort()).toEqual(resources.map((c) => c.name).sort());
    for (const c of resources) {
      const related = [...c.fields, ...c.fields.flatMap((f) => f.fields ?? [])].flatMap((f) => f.relation?.resource ?? []);
      const read = [...related, ...(c.parent ? [c.parent.resource] : [])].filter((n) => n !== c.name);
      expect(written[c.name]?.needs ?? [], c.name).toEqual([...new Set(read)].sort());
      expect(written[c.name]?.file, c.name).toMatch(/^[a-z-]+\/[a-z-]+\.ts$/);
    }
  });

  it("loads each config from its file as the declarations give it (the build's way)", async () => {
    for (const c of resources) expect(await loadConfigFile(c.name), c.name).toEqual(c);
  });

  it("loads a config with the configs it reads, and every config for a screen over all", async () => {
    const withNeeds = Object.keys(written).find((n) => written[n]?.needs?.length)!;
    const appConfigs = appConfigStore();
    expect(appConfigs.loaded().map((c) => c.name)).not.toContain(withNeeds);
    expect(await appConfigs.load(withNeeds)).toBe(byName.get(withNeeds));
    expect(appConfigs.loaded().map((c) => c.name)).toEqual(expect.arrayContaining([withNeeds, ...written[withNeeds]!.needs!]));
    const every = await appConfigs.loadAll();
    expect(every.map((c) => c.name).sort()).toEqual(resources.map((c) => c.name).sort());
  });
});

describe("the build's module of the declared sections", () => {
  const target = "/work/src/catalogue/declared-sections.ts";

  it("is the manifest as data, and stops the build on a problem of the declarations", async () => {
    const plugin = routeManifest(async () => ({ manifest: written, configs, problems: [] }));
    const load = plugin.load as (id: string, options?: { ssr?: boolean }) => Promise<string | undefined>;
    const text = await load(target);
    expect(text).toContain(`export const manifest = ${JSON.stringify(written)};`);
    expect(text).toContain(`export const configs = ${JSON.stringify(configs)};`);
    // the API server's build and other modules keep their own code
    expect(await load(target, { ssr: true })).toBeUndefined();
    expect(await load("/work/src/routes/sections.ts")).toBeUndefined();
    expect(() => manifestModule({ manifest: [], configs: {}, problems: ["src/resources/goods/goods.ts: 缺少 label"] })).toThrow(/缺少 label/);
  });
});
