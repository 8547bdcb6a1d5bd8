import { describe, expect, it } from "vitest";
import { normalizeResource } from "../../src/engine/normalize";
import { defineResource } from "../../src/engine/types";
import { resources } from "../../src/resources";

const raw = defineResource({
  name: "tool", label: "工具", section: "/goods",
  routes: { list: "/goods/tool", edit: "/goods/tool/edit/:alias" },
  api: { base: "/merchant/goods/v1/tool", detail: "info" },
  fields: [{ key: "name", label: "名称" }],
});

describe("normalizeResource", () => {
  it("writes the defaults in: API action names and key, operations from the routes, menu order, page size", () => {
    expect(normalizeResource(raw)).toMatchObject({
      api: { base: "/merchant/goods/v1/tool", list: "list", detail: "info", save: "save", del: "del", key: "alias" },
      operations: ["list", "detail", "delete", "edit"],
      menu: { order: 100 },
      pageSize: 10,
    });
  });

  it("keeps what the config says, and leaves the config itself alone", () => {
    const own = normalizeResource({ ...raw, operations: ["list"], menu: { title: "工具箱", order: 3 }, pageSize: 20 });
    expect(own).toMatchObject({ operations: ["list"], menu: { title: "工具箱", order: 3 }, pageSize: 20 });
    expect(raw.api).toEqual({ base: "/merchant/goods/v1/tool", detail: "info" });
  });

  it("is how the app holds its resources: every one has its key and operations written in", () => {
    for (const c of resources) {
      // a REST resource's key is api.rest.id (decision 0018)
      expect(c.api.rest ? c.api.rest.id : c.api.key, c.name).toBeTruthy();
      expect(c.operations?.length, c.name).toBeGreaterThan(0);
    }
  });
});
