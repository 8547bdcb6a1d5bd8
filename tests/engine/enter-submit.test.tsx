import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { brand, brandSeeds } from "./fixture-brand";
import { callsTo, findRow, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * Enter in a form (issues 15 and 37): in a box a value is typed into it saves the form as 保存
 * does, validating first (an empty form shows its errors and saves nothing); in a date picker it
 * takes the typed date and never saves (issue 15: it saved a coupon as soon as its last date
 * was typed); in a textarea it is a new line. A search bar still searches on Enter. The app root
 * installs the guard against the browser's own submit (src/engine/enter-guard.ts); the engine's
 * forms submit themselves (submitOnEnter).
 */

const dated: ResourceConfig = {
  ...brand,
  fields: [...brand.fields, { key: "launched_on", label: "上市日期", type: "date" }, { key: "intro", label: "简介", type: "textarea" }],
  keyword: { label: "品牌名称", fields: ["name"] },
};
withResourceDemoApi([dated], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
const saves = () => callsTo(BASE).filter(([path]) => path === `${BASE}/save`);
const requiredLabels = dated.fields.filter((f) => f.required === true).map((f) => f.label);

describe("Enter in a form", () => {
  it("in an empty form's text box shows every required field's error and saves nothing", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await user.type(await screen.findByLabelText("品牌名称"), "{Enter}");
    for (const label of requiredLabels) {
      expect(await screen.findByText(new RegExp(`^请(输入|选择)${label}$`), { selector: ".ant-form-item-explain-error" })).toBeInTheDocument();
    }
    expect(saves()).toEqual([]);
  });

  it("takes a typed date and a new line without saving; in a text box it saves as 保存 does", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await user.type(await screen.findByLabelText("品牌名称"), "海风器物");
    await user.click(screen.getByLabelText("产地"));
    await user.click(await screen.findByText("德国", { selector: ".ant-select-item-option-content" }));
    await user.type(screen.getByLabelText("保证金"), "2000");
    // every required field is filled: the date's Enter is the one that saved the coupon
    const date = screen.getByPlaceholderText("请选择上市日期");
    await user.click(date);
    await user.type(date, "2026-12-01{Enter}");
    // the picker took the date: it stays in the input once the picker has closed
    await waitFor(() => expect(date).toHaveValue("2026-12-01"));
    // a textarea takes it as a new line
    await user.type(screen.getByLabelText("简介"), "第一行{Enter}第二行");
    expect(screen.getByLabelText("简介")).toHaveValue("第一行\n第二行");
    expect(saves()).toEqual([]);
    expect(app.at()).toBe("/goods/fixtureBrand/create");

    await user.type(screen.getByLabelText("保证金"), "{Enter}");
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.[1]).toMatchObject({ name: "海风器物", launched_on: "2026-12-01", deposit: 2000, intro: "第一行\n第二行" });
  });

  it("searches from the filter bar", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await findRow("月光文创");
    await user.type(screen.getByPlaceholderText("请输入品牌名称"), "樱花{Enter}");
    await waitFor(() => expect(callsTo(BASE).at(-1)?.[1]).toMatchObject({ keyword: "樱花", page: 1 }));
  });
});
