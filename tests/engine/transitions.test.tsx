import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * A transition's row buttons (decision 0119): shown only for records in its `from` (and where its
 * `visibleWhen` holds too, when it has one), asking its `confirm` with the record's fields filled
 * in, a button and a form alike; a click moves the record through the generated API.
 */

const gated: ResourceConfig = {
  ...brand,
  routes: { list: brand.routes.list },
  operations: ["list"],
  actions: [
    { key: "disable", label: "停用", kind: "call", api: "disable", transition: { from: 1, to: 2 }, confirm: "确定停用品牌「{name}」吗？" },
    {
      key: "enable", label: "启用", kind: "call", api: "enable", transition: { from: 2, to: 1 }, visibleWhen: { field: "country", in: ["cn"] },
      confirm: "启用「{name}」前请确认资质", form: [{ key: "deposit", label: "保证金", type: "money", min: 0 }],
    },
  ],
};
// 星河玩具 is 停用 here: a 中国 brand 启用 may move
const seeds: SeedMap = {
  fixtureBrand: (ctx) => (brandSeeds.fixtureBrand?.(ctx) ?? []).map((r) => (r.alias === "br_river" ? { ...r, status: 2 } : r)),
};
withResourceDemoApi([gated], seeds);
await preloadScreens("role");

const BASE = "/merchant/goods/v1/fixture-brand";
/** Does the row have a button `label` (the status column shows the same words as text)? */
const has = (row: HTMLElement, label: string) => within(row).queryAllByText(new RegExp(`^${[...label].join("\\s*")}$`)).some((n) => n.closest("button") !== null);

describe("a transition's row button", () => {
  it("shows only on the rows in its from, and only where its visibleWhen holds too", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const moon = await findRow("月光文创"); // 启用, 中国
    const sakura = await findRow("樱花工坊"); // 停用, 日本: 启用's visibleWhen fails
    const river = await findRow("星河玩具"); // 停用, 中国
    expect([has(moon, "停用"), has(moon, "启用")]).toEqual([true, false]);
    expect([has(sakura, "停用"), has(sakura, "启用")]).toEqual([false, false]);
    expect([has(river, "停用"), has(river, "启用")]).toEqual([false, true]);
  });

  it("asks its confirm with the record's fields, then moves the record", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await user.click(button("停用", await findRow("月光文创")));
    expect(await screen.findByText("确定停用品牌「月光文创」吗？")).toBeInTheDocument();
    const popup = document.querySelector<HTMLElement>(".ant-popover:not(.ant-popover-hidden)");
    if (!popup) throw new Error("no confirm");
    await user.click(button("确定", popup));
    await waitFor(() => expect(callsTo(BASE).find(([path]) => path === `${BASE}/disable`)?.[1]).toEqual({ alias: "br_moon" }));
    // listed again: 月光文创 is 停用 now, and a 中国 brand, so 启用 is its button
    await waitFor(async () => expect(has(await findRow("月光文创"), "启用")).toBe(true));
  });

  it("with a form, asks its confirm (the record's fields filled in) above the inputs", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await user.click(button("启用", await findRow("星河玩具")));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("启用「星河玩具」前请确认资质")).toBeInTheDocument();
    expect(dialog.textContent).not.toContain("{name}");
  });
});
