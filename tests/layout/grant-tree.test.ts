import { describe, expect, it } from "vitest";
import { VIEW } from "../../src/access/grant-key";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { actionAct, resourceOffers } from "../../src/engine/page-actions";
import { buildSections } from "../../src/engine/sections";
import type { ActionConfig, TreeOption } from "../../src/engine/types";
import { drawnOptions } from "../../src/engine/fields/tree-logic";
import { grantTree, NOT_YOURS } from "../../src/layout/grant-tree";
import { resources, sections as sectionConfigs } from "../../src/resources";
import { sectionPages } from "../../src/catalogue/section-pages";
import { sections } from "../../src/routes/sections";
import { fixture } from "../integration/drop-in";

/** The role form's 权限 tree is the grant catalogue (generated from the declarations), not a copy. */
const catalogue = grantCatalogue(sections);
const leaves = (tree: TreeOption[]): TreeOption[] => tree.flatMap((o) => (o.children?.length ? leaves(o.children) : [o]));

describe("grantTree", () => {
  it("is section → page → actions of the catalogue: titles, action labels, grant keys as values", () => {
    const tree = drawnOptions(grantTree(catalogue, null));
    expect(tree.map((s) => s.label)).toEqual(catalogue.map((s) => s.title));
    for (const [i, section] of catalogue.entries()) {
      const pages = tree[i]?.children ?? [];
      expect(pages.map((p) => p.label)).toEqual(section.pages.map((p) => p.title));
      for (const [j, page] of section.pages.entries()) {
        expect(pages[j]?.children?.map((a) => [a.value, a.label])).toEqual(page.grants.map((g) => [g.key, g.label]));
      }
    }
    // the actions custom screens declare are there too, e.g. the order page's 发货
    const order = tree.flatMap((s) => s.children ?? []).find((p) => p.value === "page:/order");
    expect(order?.children?.find((a) => a.value === "/order:ship")?.label).toBe("发货");
  });

  it("makes every action of a page require its 查看; 查看 requires nothing", () => {
    for (const page of grantTree(catalogue, null).flatMap((s) => s.children ?? [])) {
      const [view, ...others] = page.children ?? [];
      expect(view?.value.endsWith(`:${VIEW}`)).toBe(true);
      expect(view?.requires).toBeUndefined();
      for (const a of others) expect(a.requires).toBe(view?.value);
    }
  });

  it("lets the owner grant everything", () => {
    expect(leaves(grantTree(catalogue, null)).filter((o) => o.disabled)).toEqual([]);
  });

  it("puts 全部权限 (*) on top, for an editor holding it, and stores a section checked whole as /x/*", () => {
    const [first, ...rest] = grantTree(catalogue, null);
    expect(first).toEqual({ value: "*", label: "全部权限", all: true });
    expect(rest.map((s) => s.whole)).toEqual(catalogue.map((s) => `${s.path}/*`));
    // an employee holding every grant of today, but not *, may not give *
    const today = catalogue.flatMap((s) => s.pages.flatMap((p) => p.grants.map((g) => g.key)));
    expect(grantTree(catalogue, today)[0]).toMatchObject({ disabled: true, hint: NOT_YOURS });
    expect(grantTree(catalogue, ["*", ...today])[0]?.disabled).toBeUndefined();
  });

  it("disables for an employee each grant they lack, and the actions of a page they cannot see", () => {
    const held = ["/order:view", "/order:ship", "/goods:edit"];
    const all = leaves(grantTree(catalogue, held));
    const enabled = all.filter((o) => !o.disabled).map((o) => o.value);
    expect(enabled.sort()).toEqual(["/order:ship", "/order:view"]);
    for (const o of all.filter((x) => x.disabled)) expect(o.hint).toBe(NOT_YOURS);
    // an employee with no grants can give none
    expect(leaves(grantTree(catalogue, [])).every((o) => o.disabled)).toBe(true);
  });

  it("shows a new section's pages and actions with no edit, from its declarations alone", () => {
    // the 采购 fixture, plus an action an integrator adds to its 供应商 later
    const audit: ActionConfig = { kind: "call", key: "audit", label: "审核", api: "audit" };
    const supplier = fixture.resources.find((c) => c.name === "fixtureSupplier");
    if (!supplier) throw new Error("the fixture has no 供应商");
    const added = fixture.resources.map((c) => (c === supplier ? { ...c, actions: [...(c.actions ?? []), audit] } : c));
    const built = buildSections([...sectionConfigs, ...fixture.sections], [...resources, ...added], sectionPages);
    const tree = grantTree(grantCatalogue(built), null);
    for (const section of fixture.sections) {
      const branch = tree.find((s) => s.value === `section:${section.path}`);
      expect(branch?.label).toBe(section.title);
      // in menu order, as the section lists them
      const mine = added.filter((c) => c.section === section.path).sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100));
      expect(branch?.children?.map((p) => p.label)).toEqual(mine.map((c) => c.menu?.title ?? `${c.label}列表`));
      for (const [i, config] of mine.entries()) {
        const page = config.routes.list;
        const expected = resourceOffers(config).map((a) => [`${page}:${a.key}`, a.label]);
        expect(branch?.children?.[i]?.children?.map((a) => [a.value, a.label])).toEqual(expected);
      }
    }
    const offered = leaves(tree).map((o) => o.value);
    expect(offered).toContain(`${supplier.routes.list}:${actionAct(audit)}`);
    expect(offered).toContain(`${supplier.routes.list}:${VIEW}`);
  });
});
