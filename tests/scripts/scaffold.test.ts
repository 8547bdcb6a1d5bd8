import { describe, expect, it } from "vitest";
import { scaffold } from "../../scripts/scaffold/files";
import { FIELD_KINDS, FIELD_TYPES, REFUSED_KEYS } from "../../scripts/scaffold/kinds";
import { linkRelations } from "../../scripts/scaffold/relations";
import { parseAction, parseField, problems, type ResourceSpec } from "../../scripts/scaffold/spec";
import { USAGE } from "../../scripts/scaffold/usage";
import { SECTION_ICONS } from "../../src/engine/section-icons";
import { appSeeds } from "../../src/api/resource-seeds";
import { resources } from "../../src/resources";

const app = { resources, seeded: new Set(Object.keys(appSeeds)) };

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
      `字段 x 的类型 "colour" 不可用：${FIELD_TYPES.join(", ")}`,
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
    // routes in kebab-case, like the API's paths (issue 50)
    expect(config).toContain('routes: { list: "/purchase/supplier-log", create: "/purchase/supplier-log/create", edit: "/purchase/supplier-log/edit/:alias" }');
    expect(config).toContain('api: { base: "/merchant/purchase/v1/supplier-log" }');
    expect(out.files["src/resources/purchase/supplier-log.seed.ts"]).toContain('{ shop_alias: shops.admin, action: "动作1", level: 1, created_at: at(2026, 1, 2, 10) }');
  });

  it("a new section's icon is one of the set: the folder's name when it is a key, else app; an unknown --icon is refused", () => {
    const sectionOf = (s: ResourceSpec, folder: string) =>
      scaffold(s, { exists: false, folder, hasPolicy: false }).files[`src/resources/${folder}/section.ts`] ?? "";
    expect(sectionOf(spec, "purchase")).toContain('icon: "purchase"');
    expect(sectionOf({ ...spec, section: "/qualityCheck" }, "qualityCheck")).toContain('icon: "app"');
    expect(sectionOf({ ...spec, icon: "report" }, "purchase")).toContain('icon: "report"');
    expect(problems({ ...spec, icon: "purchse" }, true)).toEqual([`--icon "purchse" 不是可用的分区图标：${SECTION_ICONS.join(", ")}`]);
    expect(USAGE).toContain(SECTION_ICONS.join(", "));
  });

  it("a read-only resource in an existing section: list route and operations only, no section, no line", () => {
    const out = scaffold({ ...spec, readOnly: true }, { exists: true, folder: "purchase", hasPolicy: true });
    expect(Object.keys(out.files)).toHaveLength(2);
    expect(out.policyLine).toBeUndefined();
    expect(out.files["src/resources/purchase/supplier-log.ts"]).toContain('routes: { list: "/purchase/supplier-log" },\n  api: { base: "/merchant/purchase/v1/supplier-log" },\n  operations: ["list", "detail"],');
  });

  it("writes created_at and updated_at once, read-only, with the label given; the seed sets created_at once", () => {
    const times = { ...spec, fields: [...spec.fields, parseField("created_at:datetime:登记时间"), parseField("updated_at:datetime:最后修改")] };
    expect(problems(times, true)).toEqual([]);
    const out = scaffold(times, { exists: false, folder: "purchase", hasPolicy: false });
    const config = out.files["src/resources/purchase/supplier-log.ts"] ?? "";
    expect(config.match(/key: "created_at"/g)).toHaveLength(1);
    expect(config).toContain('{ key: "created_at", label: "登记时间", type: "datetime", readOnly: true },');
    expect(config).toContain('{ key: "updated_at", label: "最后修改", type: "datetime", readOnly: true },');
    const rows = (out.files["src/resources/purchase/supplier-log.seed.ts"] ?? "").split("\n").filter((l) => l.includes("shop_alias:"));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.match(/created_at:/g)).toHaveLength(1);
      expect(row).not.toContain("updated_at");
    }
  });

  it("refuses the keys the demo API writes itself, naming the key and why", () => {
    const keys = [...Object.keys(REFUSED_KEYS), "created_at"];
    const given = { ...spec, fields: [parseField("name:text:名称"), ...keys.map((k) => parseField(`${k}:text:${k}`)), parseField("name:text:又一个")] };
    const said = problems(given, false);
    for (const key of Object.keys(REFUSED_KEYS)) expect(said).toContain(`字段 ${key} ${REFUSED_KEYS[key]}`);
    expect(said).toContain("字段 created_at 由演示 API 自己写入（记录的创建时间）：只能声明为 datetime，脚手架把它写成只读");
    expect(said).toContain("字段 name 重复");
  });

  it("links a relation to an app resource by its config: unknown resources and label fields are refused", () => {
    const related = (to: string) => ({ ...spec, fields: [parseField(`ref_alias:relation:关联:${to}`)] });
    expect(linkRelations(related("to=category.name"), app).spec.fields[0]?.relation).toEqual({ resource: "category", labelField: "name", key: "alias" });
    expect(linkRelations(related("to=goodsSupplier.name"), app).spec.fields[0]?.relation?.key).toBe("id");
    expect(linkRelations(related("to=categroy.name"), app).problems[0]).toMatch(/^字段 ref_alias 关联的资源 "categroy" 不存在/);
    expect(linkRelations(related("to=category.nmae"), app).problems[0]).toMatch(/^字段 ref_alias：资源 category 没有字段 "nmae"（可用作显示的文字字段：.*name/);
    // role's rows are a hand-written table of the demo API (no *.seed.ts): a seed cannot refer to them
    expect(app.seeded.has("role")).toBe(false);
    expect(linkRelations(related("to=role.name:required"), app).problems).toEqual([
      "字段 ref_alias 必填，但资源 role 没有种子数据（*.seed.ts），种子无法引用它的记录：去掉 required，或生成后手写种子",
    ]);
    expect(linkRelations(related("to=role.name"), app).problems).toEqual([]);
    expect(problems(related(""), false)).toEqual(["字段 ref_alias 是 relation：请给出 to=资源名.显示字段（如 to=category.name）"]);
    expect(problems(related("to=supplierLog.action"), false)[0]).toMatch(/^字段 ref_alias 关联本资源自己/);
  });

  it("writes a relation with its label field and display field, a flag with its filter", () => {
    const { spec: linked } = linkRelations({ ...spec, fields: [parseField("category_alias:relation:分类:required:to=category.name"), parseField("on_sale:flag:在售")] }, app);
    const out = scaffold(linked, { exists: true, folder: "purchase", hasPolicy: true });
    expect(out.files["src/resources/purchase/supplier-log.ts"]).toContain(
      '{ key: "category_alias", label: "分类", type: "relation", required: true, filter: true, relation: { resource: "category", labelField: "name", displayField: "category_name" } },',
    );
    expect(out.files["src/resources/purchase/supplier-log.ts"]).toContain('{ key: "on_sale", label: "在售", type: "flag", filter: true },');
    expect(out.files["src/resources/purchase/supplier-log.seed.ts"]).toContain('category_alias: related("category", "alias", shops.user, 1), on_sale: 1');
  });

  it("--help lists every field kind with what it takes, the reserved keys and an example of each kind", () => {
    for (const [kind, text] of Object.entries(FIELD_KINDS)) expect(USAGE).toContain(`  ${kind.padEnd(9)} ${text}`);
    for (const key of ["created_at", "updated_at", ...Object.keys(REFUSED_KEYS)]) expect(USAGE).toContain(key);
    const example = USAGE.slice(USAGE.indexOf("例："));
    for (const kind of FIELD_TYPES.filter((k) => !["textarea", "number", "integer", "percent", "datetime"].includes(k))) expect(example).toContain(`:${kind}:`);
  });

  describe("a workflow: status tabs, a search box, row buttons that are transitions, the section's handler file", () => {
    const order: ResourceSpec = {
      section: "/purchase", name: "purchaseOrder", label: "采购单",
      fields: [
        parseField("sn:text:单号:required"), parseField("quantity:integer:数量:required"),
        parseField("status:enum:状态:required:options=draft/草稿,pending/待审核,approved/已审核,stocked/已入库"),
      ],
      tabs: "status", keyword: ["sn"],
      actions: ["submit:提交审核:draft:pending", "approve:审核:pending:approved", "stock_in:入库:approved:stocked", "close:关闭"].map(parseAction),
      handler: true,
    };

    it("reads an --action: key, label, the statuses it moves from and to, typed as the options are", () => {
      expect(parseAction("close:关闭:draft,pending:closed")).toEqual({ key: "close", label: "关闭", transition: { from: ["draft", "pending"], to: "closed" } });
      expect(parseAction("check:验收:1:2")).toEqual({ key: "check", label: "验收", transition: { from: [1], to: 2 } });
      expect(parseAction("print:打印")).toEqual({ key: "print", label: "打印" });
      // `>` in a quoted flag reads the same (unquoted, a shell takes it as a redirection)
      expect(parseAction("approve:审核:pending>approved")).toEqual(parseAction("approve:审核:pending:approved"));
    });

    it("writes the tabs, the keyword, each action (a transition or a call) and the status moved by them only", () => {
      expect(problems(order, false)).toEqual([]);
      const out = scaffold(order, { exists: true, folder: "purchase", hasPolicy: true });
      const config = out.files["src/resources/purchase/purchase-order.ts"] ?? "";
      expect(config).toContain('routes: { list: "/purchase/purchase-order", create: "/purchase/purchase-order/create", edit: "/purchase/purchase-order/edit/:alias" }');
      expect(config).toContain('  tabs: { field: "status" },\n  keyword: { label: "单号", fields: ["sn"] },');
      expect(config).toContain('{ kind: "call", key: "submit", label: "提交审核", api: "submit", transition: { from: "draft", to: "pending" } },');
      expect(config).toContain('{ kind: "call", key: "stock_in", label: "入库", api: "stock-in", transition: { from: "approved", to: "stocked" } },');
      expect(config).toContain('{ kind: "call", key: "close", label: "关闭", api: "close" },');
      // the status is never typed: it starts at its first option and the transitions move it
      expect(config).toContain('{ key: "status", label: "状态", type: "enum", form: false, default: "draft", options: [');
    });

    it("writes the section's handler file: an after for each transition, a call that answers for each other action", () => {
      const handler = scaffold(order, { exists: true, folder: "purchase", hasPolicy: true }).files["src/resources/purchase/purchase-order.actions.ts"] ?? "";
      expect(handler).toContain('import { type ResourceExtension, failWith, notFound, ok } from "../../api/extension-kit";');
      expect(handler).toContain('  resource: "purchaseOrder",');
      expect(handler).toContain("    stock_in: (_row, _ctx) => null, // 入库: approved → stocked");
      expect(handler).toContain("    close: async ({ body, load }) => { // 关闭");
      expect(Object.keys(scaffold({ ...order, handler: false, actions: order.actions?.slice(0, 3) }, { exists: true, folder: "purchase", hasPolicy: true }).files)).toHaveLength(2);
    });

    it("refuses what the config could not say, naming the option, field or flag", () => {
      const field = (f: string) => order.fields.find((x) => x.key === f);
      expect(problems({ ...order, tabs: "sn" }, false)).toContain("--tabs sn：状态页签按一个 enum 字段的选项分，可用：status");
      expect(problems({ ...order, keyword: ["quantity"] }, false)).toEqual(["--keyword quantity：搜索框只搜文字字段，可用：sn"]);
      expect(problems({ ...order, actions: [parseAction("submit:提交审核:draft:sent")] }, false)).toEqual([
        `动作 submit：sent 不是字段 status 的选项，可用：${field("status")?.options?.map((o) => o.value).join(", ")}`,
      ]);
      expect(problems({ ...order, tabs: undefined, keyword: undefined, actions: [parseAction("submit:提交审核:draft:pending")] }, false)).toEqual([
        "动作 submit 是状态流转：请用 --tabs 指明状态字段（一个 enum 字段）",
      ]);
      expect(problems({ ...order, handler: false }, false)).toEqual([
        "动作 close 没有状态流转（from:to），要由分区的处理文件实现：加 --handler，或写成 close:关闭:原状态:新状态",
      ]);
      expect(problems({ ...order, actions: [parseAction("edit:改"), parseAction("x:叉:pending:pending")] }, false)).toEqual([
        "动作 edit 与页面自带的权限同名（view, create, edit, delete, export）：请换个 key",
        "动作 x：新状态 pending 也在原状态里",
      ]);
    });

    it("--help says each of them, with the worked example", () => {
      for (const flag of ["--tabs", "--keyword", "--action key:标题[:from:to]", "--handler", "/purchase/purchase-order"]) expect(USAGE).toContain(flag);
    });
  });
});
