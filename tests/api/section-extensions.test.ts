import { describe, expect, it } from "vitest";
import { collectExtensions } from "../../src/api/section-extensions";
import { collectDeclarations } from "../../src/engine/declarations";
import type { ResourceConfig } from "../../src/engine/types";
import type { ResourceExtension } from "../../src/api/resource-extension";

/**
 * A section's own handler file (`<name>.actions.ts`, issue 50, decision 0123) extends the resource
 * its sibling config declares, and only that one; the app's files (src/api/resource-actions/) any.
 */
const order: ResourceConfig = {
  name: "purchaseOrder", label: "采购单", section: "/purchase",
  routes: { list: "/purchase/purchase-order" }, api: { base: "/merchant/purchase/v1/purchase-order" }, fields: [{ key: "sn", label: "单号" }],
};
const supplier: ResourceConfig = { ...order, name: "supplier", label: "供应商", routes: { list: "/purchase/supplier" }, api: { base: "/merchant/purchase/v1/supplier" } };
// as src/resources/index.ts collects them: each config keeps its file
const { resources } = collectDeclarations({ "./purchase/purchase-order.ts": { default: order }, "./purchase/supplier.ts": { default: supplier } }, "src/resources/");
const ext = (resource: string): { default: ResourceExtension } => ({ default: { resource, after: { stock_in: () => null } } });
const SECTION = "../../resources/purchase/purchase-order.actions.ts";

describe("the resource extensions, the app's and the sections'", () => {
  it("takes a section's file for its sibling config's resource, beside the app's, sorted by file", () => {
    const found = collectExtensions({ [SECTION]: ext("purchaseOrder"), "./goods.ts": ext("goods") }, resources);
    expect(found.map((e) => e.resource)).toEqual(["purchaseOrder", "goods"]);
  });

  it("refuses a section's file that names another resource, or has no sibling config, naming both", () => {
    expect(() => collectExtensions({ [SECTION]: ext("supplier") }, resources)).toThrow(
      `${SECTION}: resource "supplier" 不是同名配置文件 purchase/purchase-order.ts 的资源（它声明的是资源 "purchaseOrder"）：分区的处理文件只扩展它旁边的那个资源`,
    );
    expect(() => collectExtensions({ "../../resources/purchase/order.actions.ts": ext("purchaseOrder") }, resources)).toThrow("（它没有声明资源）");
  });

  it("refuses a file without a default-exported extension", () => {
    expect(() => collectExtensions({ [SECTION]: {} as { default?: ResourceExtension } }, resources)).toThrow(`${SECTION} 没有 default export 一个 ResourceExtension`);
  });
});
