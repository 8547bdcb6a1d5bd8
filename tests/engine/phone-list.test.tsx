import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preloadControls } from "../../src/engine/fields";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, renderResource, setupUser, withResourceDemoApi, shownSearch } from "./resource-harness";

/**
 * A list on a phone (issue 14, decision 0019), through the real engine, providers and msw:
 * tests/setup.ts answers matchMedia for window.innerWidth, so 390 puts antd below md.
 */

/** 品牌 as cards, with 保证金 left off the phone's card and 创建时间 shown under 状态 (list.under). */
const cardsBrand: ResourceConfig = {
  ...brand,
  fields: brand.fields.map((f): FieldConfig =>
    f.key === "deposit" ? { ...f, mobile: "hide" } : f.key === "created_at" ? { ...f, list: { under: "status" } } : f,
  ),
};
/** The same records as a table on the phone, 产地 its fixed title column. */
const tableBrand: ResourceConfig = {
  ...brand,
  name: "fixtureBrandTable",
  menu: { title: "品牌表", order: 5 },
  routes: { list: "/goods/fixtureBrandTable" },
  api: { base: "/merchant/goods/v1/fixture-brand-table" },
  operations: ["list"],
  tabs: undefined,
  export: undefined,
  mobile: "table",
  fields: brand.fields.map((f): FieldConfig => (f.key === "country" ? { ...f, mobile: "title" } : f)),
};
const { fixtureBrand: brandRows } = brandSeeds;
if (!brandRows) throw new Error("fixture-brand.ts has no brand seeds");
withResourceDemoApi([cardsBrand, tableBrand], { ...brandSeeds, fixtureBrandTable: brandRows });
// the fields' code loads with the first screen (decision 0014): here, not in the first test's waits
await preloadControls(cardsBrand.fields);
// (antd's List, Card, Select, Badge and Table are drawn once with the harness: antd-warm-up.tsx)

const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
beforeEach(() => setWidth(390));
afterEach(() => setWidth(desktopWidth));

/** The card titled `title` (its antd Card), once it shows. */
const findCard = (title: string) =>
  waitFor(() => {
    const region = screen.getByRole("region", { name: "品牌列表" });
    const card = within(region).queryByText(title)?.closest(".ant-card");
    if (!card) throw new Error(`no card "${title}" in: ${region.textContent ?? ""}`);
    return card as HTMLElement;
  });

describe("a list on a phone", () => {
  it("keeps the table when the config says so, its title column fixed at the left", async () => {
    renderResource("fixtureBrandTable", "/goods/fixtureBrandTable");
    await screen.findByText("月光文创");
    const fixed = Array.from(document.querySelectorAll("thead .ant-table-cell-fix-left")).map((th) => th.textContent);
    expect(fixed).toEqual(["产地"]);
    const headers = Array.from(document.querySelectorAll("thead th")).map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(["产地", "品牌名称"]);
  });

  it("shows a card per row: its title, the list fields but the hidden one, the row's buttons", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await screen.findByText("月光文创");
    const card = await findCard("月光文创");
    expect(document.querySelector(".ant-table")).toBeNull();
    const labels = Array.from(card.querySelectorAll("dt")).map((dt) => dt.textContent);
    expect(labels).toEqual(["产地", "状态"]);
    // 创建时间 is under the status's value, as on the desktop's row
    const status = Array.from(card.querySelectorAll("dt")).find((dt) => dt.textContent === "状态")?.nextElementSibling;
    expect(status?.textContent).toMatch(/^(启用|停用)\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(within(card).getByText("中国")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "编辑" })).toHaveAttribute("href", "/goods/fixtureBrand/edit/br_moon");
    expect(within(card).getByRole("link", { name: "查看" })).toHaveAttribute("href", "/goods/fixtureBrand/detail/br_moon");
    // the status tabs are a select: antd's overflowing tabs break the tablist's roles
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("combobox", { name: "状态筛选" })).toBeInTheDocument();
  });

  it("folds the filters behind 筛选: a panel that searches, in the URL, and says how many are set", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await screen.findByText("月光文创");
    // the search form is mounted (URL filters reach it) but folded
    const panel = () => screen.getByRole("form", { name: "筛选" }).closest("[hidden]");
    expect(panel()).not.toBeNull();
    await user.click(button("筛选"));
    expect(panel()).toBeNull();
    const form = screen.getByRole("form", { name: "筛选" });
    await user.click(within(form).getByRole("combobox", { name: "产地" }));
    await user.click(await screen.findByTitle("日本"));
    await user.click(button("查询", form));
    await waitFor(() => expect(panel()).not.toBeNull());
    await findCard("樱花工坊");
    await waitFor(() => expect(screen.queryByText("月光文创")).toBeNull());
    const [, body] = callsTo("/merchant/goods/v1/fixture-brand").at(-1) ?? [];
    expect(body).toMatchObject({ country: "jp" });
    expect(shownSearch()).toContain("country");
    expect(button("筛选").closest(".ant-badge")?.textContent).toContain("1");
  });

});
