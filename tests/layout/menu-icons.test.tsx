import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SECTION_ICONS } from "../../src/engine/section-icons";
import { defineSection, type SectionConfig } from "../../src/engine/section-types";
import { buildSections, sectionProblems } from "../../src/engine/sections";
import { menuIcon } from "../../src/layout/menu-icons";
import { buildRouteMenu } from "../../src/layout/menu-items";
import { SiderMenu } from "../../src/layout/sider-menu";

/**
 * A section declares its icon (issue 24, item 2): one of a fixed set, drawn from section.ts
 * alone. A section of a path no app section has, with one page, stands for a new one.
 */
const section = (icon: unknown): SectionConfig => ({ path: "/fixtureIconcheck", name: "FixtureIconCheck", title: "图标分区", order: 1, icon: icon as SectionConfig["icon"] });
const page = { section: "/fixtureIconcheck", pages: [{ path: "/fixtureIconcheck/page", name: "FixtureIconCheckPage", title: "图标页", page: () => Promise.resolve({ default: () => null }) }] };

describe("section icons", () => {
  it("takes a key of the set only: a typo does not compile, and an untyped config is refused at start-up with the set", () => {
    // @ts-expect-error -- "purchse" is not a key of SECTION_ICONS
    defineSection({ path: "/fixtureIconcheck", name: "FixtureIconCheck", title: "图标分区", order: 1, icon: "purchse" });
    expect(sectionProblems([section("purchse")]).map((e) => e.message)).toEqual([
      `资源配置错误 分区 "/fixtureIconcheck": 未知的图标 "purchse"，可用：${SECTION_ICONS.join(", ")}（见 docs/adding-a-resource.md §1）`,
    ]);
    expect(sectionProblems(SECTION_ICONS.map((icon, i) => ({ ...section(icon), path: `/fixtureIconcheck${i}` })))).toEqual([]);
  });

  it("shows the declared icon in the menu from section.ts alone", async () => {
    const routes = buildSections([section("purchase")], [], [page]);
    const items = buildRouteMenu(() => true, "admin", "https://help.example", routes);
    render(
      <MemoryRouter initialEntries={["/fixtureIconcheck/page"]}>
        <SiderMenu items={items} collapsed={false} dark={false} />
      </MemoryRouter>,
    );
    const entry = screen.getByText("图标分区").closest("li");
    expect(entry).not.toBeNull();
    expect(await within(entry as HTMLElement).findByRole("img", { name: "shopping-cart" })).toBeInTheDocument();
  });

  it("draws every key of the set with an icon of its own", async () => {
    render(<div>{SECTION_ICONS.map((key) => <span key={key} data-key={key}>{menuIcon(key)}</span>)}</div>);
    const names = await Promise.all(SECTION_ICONS.map(async (key) => {
      const holder = document.querySelector(`[data-key="${key}"]`) as HTMLElement;
      return (await within(holder).findByRole("img")).getAttribute("aria-label");
    }));
    expect(new Set(names).size).toBe(SECTION_ICONS.length);
    // a name outside the set (a server menu's own) draws the neutral icon
    render(<span data-key="server">{menuIcon("server-own")}</span>);
    expect(await within(document.querySelector('[data-key="server"]') as HTMLElement).findByRole("img", { name: "appstore" })).toBeInTheDocument();
  });
});
