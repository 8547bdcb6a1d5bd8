import { describe, expect, it } from "vitest";
import { defineResource, type ActionConfig, type FieldConfig } from "../../src/engine/types";

/**
 * The DSL is checked by the compiler (npm run typecheck covers this file): each
 * `@ts-expect-error` below must stay an error, or typecheck fails. The runtime part only
 * shows that defineResource hands the config back as it is.
 */
const base = { name: "tool", label: "工具", section: "/goods", routes: { list: "/goods/tool" }, api: { base: "/merchant/goods/v1/tool" } };

describe("defineResource", () => {
  it("returns the config it was given", () => {
    const config = { ...base, fields: [{ key: "name", label: "名称" }] };
    expect(defineResource(config)).toBe(config);
  });

  it("refuses, at compile time, references to fields the resource does not have", () => {
    const refs = [
      // the same references, spelt right, compile
      defineResource({
        ...base,
        fields: [{ key: "kind", label: "类型" }, { key: "price", label: "售价", type: "money" }, { key: "cost", label: "原价", type: "money", gte: "price", visibleWhen: { field: "kind", in: [2] } }],
        tabs: { field: "kind" },
        keyword: { label: "类型", fields: ["kind"] },
      }),
      // @ts-expect-error visibleWhen names a field that is not there
      defineResource({ ...base, fields: [{ key: "kind", label: "类型" }, { key: "watt", label: "功率", visibleWhen: { field: "knd", in: [2] } }] }),
      // @ts-expect-error gte names a field that is not there
      defineResource({ ...base, fields: [{ key: "price", label: "售价", type: "money" }, { key: "cost", label: "原价", type: "money", gte: "prce" }] }),
      // @ts-expect-error tabs on a field that is not there
      defineResource({ ...base, fields: [{ key: "status", label: "状态" }], tabs: { field: "stauts" } }),
      // @ts-expect-error a keyword over a field that is not there
      defineResource({ ...base, fields: [{ key: "name", label: "名称" }], keyword: { label: "名称", fields: ["nme"] } }),
      // @ts-expect-error a toggle of a field that is not there
      defineResource({ ...base, fields: [{ key: "status", label: "状态" }], actions: [{ key: "t", label: "切换", kind: "toggle", api: "status", field: "stat", values: [1, 2], labels: ["停", "启"] }] }),
    ];
    expect(refs).toHaveLength(6);
  });

  it("refuses, at compile time, settings the field type does not take", () => {
    // @ts-expect-error an enum needs options
    const noOptions: FieldConfig = { key: "kind", label: "类型", type: "enum" };
    // @ts-expect-error a money field has no relation
    const moneyRelation: FieldConfig = { key: "price", label: "售价", type: "money", relation: { resource: "goods", labelField: "name" } };
    // @ts-expect-error a link action needs `to`, and takes no api
    const badLink: ActionConfig = { key: "go", label: "去", kind: "link", api: "x" };
    expect([noOptions, moneyRelation, badLink]).toHaveLength(3);
  });
});
