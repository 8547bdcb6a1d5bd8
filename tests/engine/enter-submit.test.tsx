import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * Enter in a field of a form with more fields never submits it (issue 15, 4: Enter in a date
 * picker saved a coupon as soon as its last date was typed); 保存 still does. A search bar
 * still searches on Enter. The app root installs the guard (src/engine/enter-guard.ts).
 */

const dated: ResourceConfig = {
  ...brand,
  fields: [...brand.fields, { key: "launched_on", label: "上市日期", type: "date" }, { key: "intro", label: "简介", type: "textarea" }],
  keyword: { label: "品牌名称", fields: ["name"] },
};
withResourceDemoApi([dated], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
const saves = () => callsTo(BASE).filter(([path]) => path === `${BASE}/save`);

describe("Enter in a form", () => {
  it("takes a typed date, never saves the form; 保存 does", async () => {
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
    expect(saves()).toEqual([]);
    // nor in a text or number input; a textarea takes it as a new line
    await user.type(screen.getByLabelText("品牌名称"), "{Enter}");
    await user.type(screen.getByLabelText("保证金"), "{Enter}");
    await user.type(screen.getByLabelText("简介"), "第一行{Enter}第二行");
    expect(screen.getByLabelText("简介")).toHaveValue("第一行\n第二行");
    expect(saves()).toEqual([]);
    expect(app.at()).toBe("/goods/fixtureBrand/create");

    await user.click(button("保存"));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.[1]).toMatchObject({ name: "海风器物", launched_on: "2026-12-01", deposit: 2000 });
  });

  it("searches from the filter bar", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await findRow("月光文创");
    await user.type(screen.getByPlaceholderText("请输入品牌名称"), "樱花{Enter}");
    await waitFor(() => expect(callsTo(BASE).at(-1)?.[1]).toMatchObject({ keyword: "樱花", page: 1 }));
  });
});
