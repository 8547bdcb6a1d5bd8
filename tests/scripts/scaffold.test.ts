import { describe, expect, it } from "vitest";
import { scaffold } from "../../scripts/scaffold/files";
import { parseField, problems, type ResourceSpec } from "../../scripts/scaffold/spec";

/**
 * npm run new:resource's pure parts. That its output builds and passes the checks is
 * scripts/check-scaffold.sh's job (CI runs it on a throwaway copy).
 */
const spec: ResourceSpec = {
  section: "/purchase",
  sectionTitle: "采购管理",
  name: "supplierLog",
  label: "操作日志",
  fields: [parseField("action:text:动作:required"), parseField("level:enum:等级:options=1/战略,2/普通")],
};

describe("new:resource", () => {
  it("reads a --field flag: key, type, label, required, enum options with typed values", () => {
    expect(parseField("level:enum:等级:required:options=1/战略,x/其他")).toEqual({
      key: "level", type: "enum", label: "等级", required: true, options: [{ value: 1, label: "战略" }, { value: "x", label: "其他" }],
    });
  });

  it("says in Chinese what is wrong before writing anything", () => {
    expect(problems({ ...spec, name: "Bad", sectionTitle: undefined, fields: [parseField("x:colour:颜色")] }, true)).toEqual([
      '资源名必须是小驼峰英文 "Bad"',
      "分区 /purchase 还不存在：请给出 --section-title（菜单标题）",
      '字段 x 的类型 "colour" 不可用：text, textarea, number, integer, money, percent, enum, date, datetime, image',
    ]);
    expect(problems(spec, true)).toEqual([]);
  });

  it("writes a config, a seed, the section (when new) and the policy line (when the section has none)", () => {
    const out = scaffold(spec, { exists: false, folder: "purchase", hasPolicy: false });
    expect(Object.keys(out.files).sort()).toEqual([
      "src/resources/purchase/section.ts", "src/resources/purchase/supplier-log.seed.ts", "src/resources/purchase/supplier-log.ts",
    ]);
    expect(out.policyLine).toBe("p, admin, /purchase, *, *");
    const config = out.files["src/resources/purchase/supplier-log.ts"] ?? "";
    expect(config).toContain('routes: { list: "/purchase/supplierLog", create: "/purchase/supplierLog/create", edit: "/purchase/supplierLog/edit/:alias" }');
    expect(config).toContain('api: { base: "/merchant/purchase/v1/supplier-log" }');
    expect(out.files["src/resources/purchase/supplier-log.seed.ts"]).toContain('{ shop_alias: shops.admin, action: "动作1", level: 1, created_at: at(2026, 1, 2, 10) }');
  });

  it("a read-only resource in an existing section: list route and operations only, no section, no line", () => {
    const out = scaffold({ ...spec, readOnly: true }, { exists: true, folder: "purchase", hasPolicy: true });
    expect(Object.keys(out.files)).toHaveLength(2);
    expect(out.policyLine).toBeUndefined();
    expect(out.files["src/resources/purchase/supplier-log.ts"]).toContain('routes: { list: "/purchase/supplierLog" },\n  api: { base: "/merchant/purchase/v1/supplier-log" },\n  operations: ["list", "detail"],');
  });
});
