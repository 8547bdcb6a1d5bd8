import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resourceCalls } from "../../src/engine/contract/resource-calls";
import { resourceRoutes } from "../../src/engine/resource-routes";
import type { ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";
import { call, login } from "../api/helpers";
import "./code-field";
import { brand } from "./fixture-brand";
import "./rating-field";
import { button, callsTo, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * An app's field type carries its rules like an engine type (decision 0035): rating-field.tsx
 * declares an integer of 1-5, code-field.tsx text of at most 8 characters. A config's own
 * min / pattern / required on such fields, and the types' own bounds, are checked by the form
 * and by the demo API with the same message, and the contract describes them.
 */

const ruledBrand: ResourceConfig = {
  ...brand,
  fields: [
    ...brand.fields,
    { key: "rating", label: "口碑", type: "fixtureRating", required: true, min: 3 },
    { key: "code", label: "货号", type: "fixtureCode", pattern: { regex: "^[A-Z]{2}\\d{4}$", message: "货号须是两个大写字母加四位数字" } },
  ],
};
const seeds: SeedMap = { fixtureBrand: () => [] };

withResourceDemoApi([ruledBrand], seeds);
// the form's code and its fields' (as preloadScreens does for the app's resources): loaded
// before the first test, not inside its waits, on a busy machine
await Promise.all(resourceRoutes(ruledBrand).map((r) => r.page?.()));

const BASE = "/merchant/goods/v1/fixture-brand";
const item = (label: string) => {
  const found = screen.getByText(label, { selector: "label" }).closest<HTMLElement>(".ant-form-item");
  if (!found) throw new Error(`no ${label} form item`);
  return found;
};
const errorOf = (label: string) => item(label).querySelector(".ant-form-item-explain-error")?.textContent;

/** What the demo API answers a new brand with these values. */
async function save(values: Record<string, unknown>) {
  const body = { name: "月光文创", country: "cn", status: 1, ...values };
  return (await call(`${BASE}/save`, body, { token: await login() })).body;
}

describe("an app field type's rules", () => {
  it("are the form's: the config's min and pattern, each with its message", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await user.type(await screen.findByLabelText("品牌名称"), "月光文创");
    const secondStar = item("口碑").querySelectorAll("[role=radio]")[1];
    if (!secondStar) throw new Error("no second star");
    await user.click(secondStar);
    await user.type(screen.getByLabelText("货号"), "ab12");
    await user.click(button("保存"));
    // antd shows each field's error as its own validation settles: wait for both
    await waitFor(() => {
      expect(errorOf("口碑")).toBe("口碑不能小于3");
      expect(errorOf("货号")).toBe("货号须是两个大写字母加四位数字");
    });
    expect(callsTo(BASE)).toEqual([]);
  });

  it("are the demo API's: 422 with the form's messages, the type's own bounds too", async () => {
    expect(await save({ rating: 2 })).toMatchObject({ code: 422, msg: "口碑不能小于3" });
    expect(await save({ rating: 6 })).toMatchObject({ code: 422, msg: "口碑不能大于5" });
    expect(await save({ rating: 4.5 })).toMatchObject({ code: 422, msg: "口碑必须是整数" });
    expect(await save({})).toMatchObject({ code: 422, msg: "请选择口碑" });
    expect(await save({ rating: 4, code: "ab12" })).toMatchObject({ code: 422, msg: "货号须是两个大写字母加四位数字" });
    expect(await save({ rating: 4, code: "ABCD12345" })).toMatchObject({ code: 422, msg: "货号不能超过8个字" });
    // a number sent as text is refused, as for an integer field (decision 0075); the number is taken
    expect(await save({ rating: "4", code: "AB1234" })).toMatchObject({ code: 422, msg: "口碑必须是数字" });
    expect(await save({ rating: 4, code: "AB1234" })).toMatchObject({ code: 200 });
  });

  it("are the contract's: the save request describes each field as the type its value is like", () => {
    const saveCall = resourceCalls(ruledBrand).find((c) => c.path === `${BASE}/save`);
    const props = (saveCall?.request?.properties ?? {}) as Record<string, unknown>;
    expect(props.rating).toEqual({ type: "integer", minimum: 3, maximum: 5, description: "口碑: app field type fixtureRating" });
    expect(props.code).toEqual({
      type: ["string", "null"],
      maxLength: 8,
      pattern: "^$|^[A-Z]{2}\\d{4}$",
      description: "货号: app field type fixtureCode",
    });
  });
});
