import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { checkResources } from "../../src/engine/check-config";
import { BUILTIN_FIELD_TYPES, fieldTypeNames, registerFieldType } from "../../src/engine/field-types";
import { resourceRoutes } from "../../src/engine/resource-routes";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";
import { sections } from "../../src/resources";
import { brand } from "./fixture-brand";
import { rating } from "./rating-field";
import { button, callsTo, findRow, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * A field type added from outside the engine (rating-field.tsx registers "fixtureRating"): the
 * fixture brand with a 口碑 rating shows it through the engine's real list, form and detail
 * screens, and the start-up check takes the registered name but still refuses any other.
 */

const ratedBrand: ResourceConfig = { ...brand, fields: [...brand.fields, { key: "rating", label: "口碑", type: "fixtureRating", required: true }] };
const seeds: SeedMap = {
  fixtureBrand: ({ shops }) => [
    { shop_alias: shops.admin, alias: "br_moon", name: "月光文创", country: "cn", status: 1, rating: 4 },
    { shop_alias: shops.admin, alias: "br_sakura", name: "樱花工坊", country: "jp", status: 2, rating: 2 },
  ],
};

withResourceDemoApi([ratedBrand], seeds);
// the screens' code and their fields' (as preloadScreens does for the app's resources): loaded
// before the first test, not inside its waits, on a busy machine
await Promise.all(resourceRoutes(ratedBrand).map((r) => r.page?.()));

const BASE = "/merchant/goods/v1/fixture-brand";
/** The 口碑 form item's stars (antd Rate: one radio per star, checked up to the value). */
const starsOf = () => {
  const item = screen.getByText("口碑", { selector: "label" }).closest<HTMLElement>(".ant-form-item");
  if (!item) throw new Error("no 口碑 form item");
  return within(item).getAllByRole("radio");
};
const checked = () => starsOf().filter((s) => s.getAttribute("aria-checked") === "true").length;

describe("a registered field type on the engine's screens", () => {
  // one screen a test (the list, the form, the detail), each opened at its address: a walk through
  // all three is seconds of CPU per screen on a loaded machine, past one test's limit
  it("draws the list column", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    expect(within(await findRow("月光文创")).getByText("★★★★☆")).toBeInTheDocument();
    expect(within(await findRow("樱花工坊")).getByText("★★☆☆☆")).toBeInTheDocument();
  });

  it("draws the form input and saves what was picked", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/edit/br_moon");
    await waitFor(() => expect(checked()).toBe(4));
    const second = starsOf()[1];
    if (!second) throw new Error("no second star");
    await user.click(second);
    await waitFor(() => expect(checked()).toBe(2));
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
    expect(callsTo(BASE).find(([p]) => p === `${BASE}/save`)?.[1]).toMatchObject({ alias: "br_moon", rating: 2 });
    // the list shows the kept rows, then the ones read again
    await waitFor(() => {
      const row = screen.getByText("月光文创").closest("tr");
      expect(row && within(row).queryByText("★★☆☆☆")).toBeInTheDocument();
    });
  });

  it("draws the detail", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand/detail/br_moon");
    const details = await waitFor(() => {
      const found = document.querySelector<HTMLElement>("[aria-label='品牌详情']");
      if (!found) throw new Error("no details yet");
      return found;
    });
    expect(within(details).getByText("口碑")).toBeInTheDocument();
    expect(await within(details).findByText("★★★★☆")).toBeInTheDocument();
  });

  it("takes the field's rules: a required rating stops the create form with 请选择口碑", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await screen.findByLabelText("品牌名称");
    await user.click(button("保存"));
    expect(await screen.findByText("请选择口碑", { selector: ".ant-form-item-explain-error" })).toBeInTheDocument();
    expect(callsTo(BASE)).toEqual([]);
  });
});

describe("the start-up check and registration", () => {
  it("accepts the registered name", () => {
    expect(checkResources([ratedBrand], sections)).toEqual([ratedBrand]);
  });

  it("still refuses a type nobody registered, naming the resource and field", () => {
    // @ts-expect-error -- "stars" is declared nowhere: the config's type refuses it too
    const typo: FieldConfig = { key: "stars", label: "星级", type: "stars" };
    const run = () => checkResources([{ ...ratedBrand, fields: [...ratedBrand.fields, typo] }], sections);
    // the engine's types, the app's (src/field-types/, with the configs), then this file's
    expect(fieldTypeNames().slice(0, BUILTIN_FIELD_TYPES.length)).toEqual(BUILTIN_FIELD_TYPES);
    expect(fieldTypeNames().at(-1)).toBe("fixtureRating");
    expect(run).toThrow(`资源配置错误 "fixtureBrand".stars: 未知的字段类型 "stars"，可用：${fieldTypeNames().join(", ")}`);
  });

  it("refuses to replace an engine type or take a malformed name", () => {
    // @ts-expect-error -- an engine type is not a CustomFieldTypeName either
    expect(() => registerFieldType("money", rating)).toThrow('字段类型 "money" 是引擎自带的，不能重新注册');
    expect(() => registerFieldType("my rating" as "fixtureRating", rating)).toThrow('字段类型名无效 "my rating"：须是小驼峰英文名');
  });
});
