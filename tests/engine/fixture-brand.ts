import type { ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";

/**
 * A resource the shop does not have: 品牌 under 商品管理, written the way
 * docs/adding-a-resource.md tells an integrator to (no JSX, no other file).
 * tests/engine/fixture-resource.test.tsx proves what the engine makes of it. Its name, routes,
 * API and export type are in the fixtures' namespace (decision 0032), so an app's own `brand`
 * in 商品管理 never meets it; the field keys and the Chinese texts are an ordinary resource's.
 */
export const brand: ResourceConfig = {
  name: "fixtureBrand",
  label: "品牌",
  section: "/goods",
  menu: { title: "品牌管理", order: 4 },
  routes: {
    list: "/goods/fixtureBrand",
    create: "/goods/fixtureBrand/create",
    edit: "/goods/fixtureBrand/edit/:alias",
    detail: "/goods/fixtureBrand/detail/:alias",
  },
  api: { base: "/merchant/goods/v1/fixture-brand" },
  tabs: { field: "status" },
  export: { type: "fixtureBrand" },
  fields: [
    { key: "name", label: "品牌名称", required: true, max: 20, unique: true },
    {
      key: "country", label: "产地", type: "enum", required: true, filter: true,
      options: [{ value: "cn", label: "中国" }, { value: "jp", label: "日本" }, { value: "de", label: "德国" }],
    },
    { key: "deposit", label: "保证金", type: "money", min: 0 },
    {
      key: "status", label: "状态", type: "enum", default: 1,
      options: [{ value: 1, label: "启用", color: "success" }, { value: 2, label: "停用", color: "default" }],
    },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range" },
  ],
};

/** Fixed aliases so tests can open a record's edit / detail page directly. */
export const brandSeeds: SeedMap = {
  fixtureBrand: ({ shops }) => [
    { shop_alias: shops.admin, alias: "br_moon", name: "月光文创", country: "cn", deposit: 5000, status: 1, created_at: "2026-01-05 09:00:00" },
    { shop_alias: shops.admin, alias: "br_sakura", name: "樱花工坊", country: "jp", deposit: 1234.5, status: 2, created_at: "2026-02-10 09:00:00" },
    { shop_alias: shops.admin, alias: "br_river", name: "星河玩具", country: "cn", deposit: 800, status: 1, created_at: "2026-03-01 09:00:00" },
    // another shop's brand: never in the signed-in admin's list
    { shop_alias: shops.user, alias: "br_other", name: "李记好物", country: "cn", deposit: 0, status: 1 },
  ],
};

/** A read-only log of brands whose one row action, 停用, applies to 启用 rows only. */
export const brandLog: ResourceConfig = {
  ...brand,
  name: "fixtureBrandLog",
  label: "品牌记录",
  menu: { title: "品牌记录", order: 5 },
  routes: { list: "/goods/fixtureBrandLog" },
  api: { base: "/merchant/goods/v1/fixture-brand-log" },
  operations: ["list"],
  export: undefined,
  actions: [{ key: "pause", label: "停用", kind: "call", api: "pause", visibleWhen: { field: "status", in: [1] } }],
};
