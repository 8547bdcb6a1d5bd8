import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * `refusedBy` (issue 35, item 1): the API says, record by record, what the signed-in person may
 * not do and why (an employee may not edit someone with more grants). The buttons it names are
 * disabled with that reason as their tooltip, 批量删除 leaves the row out, and the edit screen
 * opened by its URL says why and saves nothing. The fixture's seeds carry the API's answer.
 */

const REASONS = { edit: "不能修改权限比你多的品牌：月光文创", delete: "不能删除权限比你多的品牌：月光文创", status: "不能停用权限比你多的品牌：月光文创" };
const ONLY_DELETE = "不能删除自己";
const guarded: ResourceConfig = {
  ...brand,
  // no 查看: the row's buttons all stay on its line
  routes: { list: brand.routes.list, create: brand.routes.create, edit: brand.routes.edit },
  operations: ["list", "create", "edit", "delete", "batchDelete"],
  actions: [{ key: "status", label: "状态", kind: "toggle", api: "status", field: "status", values: [1, 2], labels: ["停用", "启用"] }],
  refusedBy: { field: "refused", acts: ["edit", "delete", "status"] },
};
const refusedOf: Record<string, Record<string, string>> = { br_moon: REASONS, br_river: { delete: ONLY_DELETE } };
const seeds: SeedMap = {
  fixtureBrand: (ctx) => (brandSeeds.fixtureBrand?.(ctx) ?? []).map((r) => ({ ...r, refused: refusedOf[String(r.alias)] ?? {} })),
};
withResourceDemoApi([guarded], seeds);
// the engine's list and form screens, loaded before the first test's waits (an app resource's are the same code)
await preloadScreens("role");

const BASE = "/merchant/goods/v1/fixture-brand";
/** A row's button by its label: the ordinary one, or the refused one's focusable wrapper. */
const buttonIn = (row: HTMLElement, label: string) => within(row).getByRole("button", { name: new RegExp(`^${label.split("").join("\\s*")}`) });

describe("buttons the API refuses this person on a record", () => {
  it("are disabled with the API's reason, each its own; the other rows' are not", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand");
    const moon = await findRow("月光文创");
    for (const [label, reason] of [["编辑", REASONS.edit], ["停用", REASONS.status], ["删除", REASONS.delete]] as const) {
      const refused = buttonIn(moon, label);
      expect(refused).toHaveAttribute("aria-disabled", "true");
      expect(refused).toHaveAccessibleName(`${label}：${reason}`);
    }
    expect(within(moon).queryByRole("link", { name: "编辑" })).toBeNull();
    await user.hover(buttonIn(moon, "编辑"));
    expect(await screen.findByRole("tooltip")).toHaveTextContent(REASONS.edit);
    await user.click(buttonIn(moon, "停用"));
    await user.click(buttonIn(moon, "编辑"));
    expect(app.at()).toBe("/goods/fixtureBrand");
    expect(callsTo(BASE).filter(([path]) => path !== `${BASE}/list`)).toEqual([]);

    // refused a delete only: edits and toggles as usual
    const river = await findRow("星河玩具");
    expect(buttonIn(river, "删除")).toHaveAccessibleName(`删除：${ONLY_DELETE}`);
    expect(within(river).getByRole("link", { name: "编辑" })).toBeInTheDocument();
    expect(buttonIn(river, "停用")).not.toHaveAttribute("aria-disabled");
    const sakura = await findRow("樱花工坊");
    expect(buttonIn(sakura, "删除")).not.toHaveAttribute("aria-disabled");
  });

  it("leave a row refused its delete out of 批量删除", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const box = (name: string) => findRow(name).then((row) => row.querySelector<HTMLInputElement>("input[type=checkbox]"));
    expect(await box("月光文创")).toBeDisabled();
    expect(await box("星河玩具")).toBeDisabled();
    expect(await box("樱花工坊")).toBeEnabled();
  });

  it("make the edit screen opened by its URL say why and save nothing; the way back stays", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/edit/br_moon");
    expect(await screen.findByRole("alert")).toHaveTextContent(REASONS.edit);
    await waitFor(() => expect(screen.getByLabelText("品牌名称")).toHaveValue("月光文创"));
    expect(screen.getByLabelText("品牌名称")).toBeDisabled();
    expect(button("保存")).toBeDisabled();
    await user.click(button("返回"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
    expect(callsTo(BASE).filter(([path]) => path === `${BASE}/save`)).toEqual([]);
  });

  it("leave a record edited as usual when the API refuses it nothing to edit", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand/edit/br_river");
    await waitFor(() => expect(screen.getByLabelText("品牌名称")).toHaveValue("星河玩具"));
    expect(screen.getByLabelText("品牌名称")).toBeEnabled();
    expect(button("保存")).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
