import { describe, expect, it } from "vitest";
import { checkResources, resourceProblems, ResourceConfigError } from "../../src/engine/check-config";
import { fieldTypeNames, isBuiltinFieldType } from "../../src/engine/field-types";
import type { ActionConfig, FieldConfig, ResourceConfig } from "../../src/engine/types";
import type { SectionConfig } from "../../src/engine/section-types";
import { resources, sections } from "../../src/resources";

/**
 * The start-up check of resource configs: every rule of check-config.ts breaks one valid
 * config, and the error must name the resource (and field) and say what is wrong.
 */

const section = (path: string, alsoUnder?: string[]): SectionConfig => ({ path, name: path.slice(1), title: path, order: 1, ...(alsoUnder ? { alsoUnder } : {}) });
const SECTIONS = [section("/goods"), section("/user")];
// listed by the unknown-type message: the engine's, then those the app registers (src/field-types/)
const ENGINE_TYPES = "text, textarea, password, number, integer, money, percent, enum, flag, date, datetime, image, images, richtext, relation, region, tags, tree, list";
const TYPES = [ENGINE_TYPES, ...fieldTypeNames().filter((t) => !isBuiltinFieldType(t))].join(", ");

/** A valid config to break: one of each field kind a rule looks at. */
const tool: ResourceConfig = {
  name: "tool",
  label: "工具",
  section: "/goods",
  routes: { list: "/goods/tool", create: "/goods/tool/create", edit: "/goods/tool/edit/:alias" },
  api: { base: "/merchant/goods/v1/tool" },
  operations: ["list", "create", "edit", "delete"],
  fields: [
    { key: "name", label: "名称", required: true },
    { key: "price", label: "售价", type: "money" },
    { key: "original_price", label: "划线价", type: "money", gte: "price" },
    { key: "kind", label: "类型", type: "enum", options: [{ value: 1, label: "手动" }, { value: 2, label: "电动" }] },
    { key: "watt", label: "功率", type: "integer", visibleWhen: { field: "kind", in: [2] }, required: { field: "kind", in: [2] } },
    { key: "parts", label: "配件", type: "list", fields: [{ key: "part", label: "配件名" }] },
  ],
  actions: [{ key: "copy", label: "复制", kind: "call", api: "copy" }],
};

/** The field keys of `tool`, as a message lists them (the names to choose from). */
const KEYS = tool.fields.map((f) => f.key).join(", ");

/** The message of the error `configs` throw (fails when they pass or throw something else). */
function problem(configs: ResourceConfig[]): string {
  try {
    checkResources(configs, SECTIONS);
  } catch (e) {
    expect(e).toBeInstanceOf(ResourceConfigError);
    return (e as Error).message;
  }
  throw new Error("the configs passed the check");
}

const withTool = (change: Partial<ResourceConfig>) => problem([{ ...tool, ...change }]);
/** Replaces the second field (售价), keeping its label unless given. */
const withField = (field: Partial<FieldConfig> & { key: string }) =>
  withTool({ fields: tool.fields.map((f, i) => (i === 1 ? ({ label: f.label, ...field } as FieldConfig) : f)) });
const withAction = (action: Partial<ActionConfig>) => withTool({ actions: [{ ...tool.actions?.[0], ...action } as ActionConfig] });

describe("checkResources: valid configs pass", () => {
  it("returns the configs it was given", () => {
    const configs = [tool];
    expect(checkResources(configs, SECTIONS)).toBe(configs);
  });

  it("passes every config of the app against the app's declared sections", () => {
    expect(resources.length).toBeGreaterThan(0);
    expect(() => checkResources(resources, sections)).not.toThrow();
  });
});

describe("checkResources: the resource", () => {
  it.each([
    ["a name that is not lowerCamel", { name: "Tool-x" }, '资源配置错误 "Tool-x": name 必须是小驼峰英文名'],
    ["no name", { name: "" }, '资源配置错误 "?": name 必须是小驼峰英文名'],
    ["no label", { label: "" }, '资源配置错误 "tool": 缺少 label'],
    ["a section nobody declared", { section: "/shop" }, '资源配置错误 "tool": section "/shop" 未声明（src/resources/<分区>/section.ts），已有：/goods, /user'],
    ["a relative api.base", { api: { base: "merchant/tool" } }, '资源配置错误 "tool": api.base 必须以 / 开头'],
    ["no list route", { routes: { list: "" } }, '资源配置错误 "tool": 缺少 routes.list'],
    ["an unknown operation", { operations: ["list", "export" as never] }, '资源配置错误 "tool": 未知的操作 "export"，可用：list, create, edit, detail, delete, batchDelete'],
    ["an operation without its route", { routes: { list: "/goods/tool" } }, '资源配置错误 "tool": 操作 "create" 需要 routes.create（或 form: "modal"）'],
    ["no fields", { fields: [] }, '资源配置错误 "tool": fields 不能为空'],
    ["a delete refusal on a missing field", { deleteRefusedWhen: { field: "state", in: [1], reason: "使用中" } }, `资源配置错误 "tool".deleteRefusedWhen: 引用了不存在的字段 "state"，可用：${KEYS}`],
    ["a delete refusal without its reason", { deleteRefusedWhen: { field: "kind", in: [2], reason: " " } }, '资源配置错误 "tool".deleteRefusedWhen: 需要 reason（不能删除的原因）'],
    ["a per-session refusal in a field of the record", { refusedBy: { field: "kind", acts: ["edit"] } }, '资源配置错误 "tool".refusedBy: field "kind" 与字段重名：它是接口对当前登录者的回答，不是记录的字段'],
    ["a per-session refusal of a button the rows lack", { refusedBy: { field: "refused", acts: ["edit", "copy", "export"] } }, '资源配置错误 "tool".refusedBy: 未知的 acts "export"，可用：edit, delete, copy'],
    ["a per-session refusal of nothing", { refusedBy: { field: "refused", acts: [] } }, '资源配置错误 "tool".refusedBy: 需要 acts，可用：edit, delete, copy'],
    ["a parent nobody declared", { parent: { resource: "brand", field: "brand_alias", labelField: "name" } }, '资源配置错误 "tool".parent: "brand" 不是已知的资源，可用：tool'],
    ["a parent by a field no route gives", { parent: { resource: "tool", field: "tool_alias", labelField: "name" } }, '资源配置错误 "tool".parent: "tool_alias" 不是 routeParams 中的字段'],
  ] satisfies [string, Partial<ResourceConfig>, string][])("refuses %s", (_, change, message) => {
    expect(withTool(change)).toBe(message);
  });

  it("refuses a name used twice", () => {
    expect(problem([tool, { ...tool, routes: { list: "/goods/tool2" } }])).toBe('资源配置错误 "tool": name 重复');
  });

  it("refuses a route outside the section, naming the view", () => {
    expect(withTool({ routes: { ...tool.routes, edit: "/user/tool/:alias" } })).toBe(
      '资源配置错误 "tool".routes.edit: 路径 "/user/tool/:alias" 不在 /goods 之下',
    );
  });

  it("refuses a path that only starts with the section's letters (/goods-tool is not under /goods)", () => {
    expect(withTool({ routes: { list: "/goods-tool" }, operations: ["list"] })).toBe(
      '资源配置错误 "tool".routes.list: 路径 "/goods-tool" 不在 /goods 之下',
    );
  });

  it("refuses a path another resource already has, naming both", () => {
    const other: ResourceConfig = { ...tool, name: "spanner", routes: { list: "/goods/spanner", detail: "/goods/tool/create" } };
    expect(problem([tool, other])).toBe('资源配置错误 "spanner".routes.detail: 路径 "/goods/tool/create" 与 tool.create 重复');
  });

  it("accepts create and edit without routes when they happen in a modal on the list", () => {
    const custom: ResourceConfig = { ...tool, routes: { list: "/goods/tool" }, operations: ["list", "create", "edit"], form: "modal" };
    expect(checkResources([custom], SECTIONS)).toEqual([custom]);
  });
});

describe("checkResources: fields", () => {
  it.each([
    ["an invalid key", { key: "unit price" }, '资源配置错误 "tool".unit price: 字段 key 无效 "unit price"'],
    ["an empty key", { key: "" }, '资源配置错误 "tool".?: 字段 key 无效 ""'],
    ["a key used twice", { key: "name" }, '资源配置错误 "tool".name: 字段 key 重复'],
    ["no label", { key: "price", label: "" }, '资源配置错误 "tool".price: 缺少 label'],
    ["the label of the list's own column", { key: "price", label: "操作" }, '资源配置错误 "tool".price: label "操作" 是列表自带的列名，请换一个'],
    ["an unknown type", { key: "price", type: "currency" as never }, `资源配置错误 "tool".price: 未知的字段类型 "currency"，可用：${TYPES}`],
    ["an enum without options", { key: "price", type: "enum", options: [] }, '资源配置错误 "tool".price: enum 字段需要 options'],
    [
      "an option colour neither a Badge status, a preset nor a hex colour",
      { key: "price", type: "enum", options: [{ value: 1, label: "待收货", color: "teal" as never }] },
      '资源配置错误 "tool".price: 选项“待收货”的颜色 "teal" 无法显示，可用：success, processing, default, error, warning, blue, purple, cyan, green, magenta, pink, red, orange, yellow, volcano, geekblue, lime, gold, #rrggbb',
    ],
    ["a relation without labelField", { key: "price", type: "relation", relation: { resource: "tool", labelField: "" } }, '资源配置错误 "tool".price: relation 字段需要 relation.resource 和 relation.labelField'],
    ["a relation to an unknown resource", { key: "price", type: "relation", relation: { resource: "brand", labelField: "name" } }, '资源配置错误 "tool".price: relation.resource "brand" 不是已知的资源，可用：tool'],
    ["a tree without treeOptions", { key: "price", type: "tree" }, '资源配置错误 "tool".price: tree 字段需要 treeOptions（或 { source }）'],
    ["a list without sub-fields", { key: "price", type: "list", fields: [] }, '资源配置错误 "tool".price: fields 不能为空'],
    ["a bad sub-field of a list, by its path", { key: "price", type: "list", fields: [{ key: "part", label: "配件" }, { key: "qty", label: "" }] }, '资源配置错误 "tool".price.qty: 缺少 label'],
    ["visibleWhen on a missing field", { key: "price", visibleWhen: { field: "color", filled: true } }, `资源配置错误 "tool".price: 引用了不存在的字段 "color"，可用：${KEYS}`],
    ["required on a missing field", { key: "price", required: { field: "color", in: [1] } }, `资源配置错误 "tool".price: 引用了不存在的字段 "color"，可用：${KEYS}`],
    ["gte of a missing field", { key: "price", type: "money", gte: "cost" }, `资源配置错误 "tool".price: 引用了不存在的字段 "cost"，可用：${KEYS}`],
    ["lt of a missing field", { key: "price", type: "money", lt: "cost" }, `资源配置错误 "tool".price: 引用了不存在的字段 "cost"，可用：${KEYS}`],
    ["a column shown under a missing field", { key: "price", type: "money", list: { under: "color" } }, `资源配置错误 "tool".price: 引用了不存在的字段 "color"，可用：${KEYS}`],
    ["a column shown under itself", { key: "price", type: "money", list: { under: "price" } }, '资源配置错误 "tool".price: list.under "price" 须是列表中自成一列的字段'],
    ["help when a missing field", { key: "price", help: [{ when: { field: "color", in: [1] }, text: "彩色另计" }] }, `资源配置错误 "tool".price: 引用了不存在的字段 "color"，可用：${KEYS}`],
    [
      "an option's template naming a missing field",
      { key: "price", type: "enum", options: [{ value: 2, label: "领取后N天", shows: "领取后{days}天内有效" }] },
      '资源配置错误 "tool".price: 模板“领取后{days}天内有效”引用了不存在的字段 "days"',
    ],
    [
      "a list's rowText naming a missing sub-field",
      { key: "price", type: "list", fields: [{ key: "part", label: "配件" }], rowText: "{part} ×{num}" },
      '资源配置错误 "tool".price: 模板“{part} ×{num}”引用了不存在的字段 "num"',
    ],
  ] satisfies [string, Partial<FieldConfig> & { key: string }, string][])("refuses %s", (_, field, message) => {
    expect(withField(field)).toBe(message);
  });

  it.each([
    ["by its key", { key: "buyer_mobile" }],
    ["by its pattern", { key: "phone", pattern: "mobile" }],
    ["kept out of the list (the detail shows it)", { key: "member_mobile", list: false }],
  ] satisfies [string, Partial<FieldConfig> & { key: string }][])("refuses a mobile number %s that says neither mask nor no mask", (_, field) => {
    expect(withField(field)).toBe(`资源配置错误 "tool".${field.key}: 手机号需写明 mask: "mobile"（打码，可点击显示，如会员、买家）或 mask: false（商户自己的联系电话）`);
  });

  it("accepts a mobile number masked or shown whole by choice", () => {
    for (const field of [{ mask: "mobile" }, { mask: false }, { mask: "mobile", list: false }] as const) {
      const fields: FieldConfig[] = [...tool.fields, { key: "mobile", label: "手机号", ...field }];
      expect(() => checkResources([{ ...tool, fields }], SECTIONS)).not.toThrow();
    }
  });

  it("masks every customer's mobile number the app shows (members, buyers, promoters, customers)", () => {
    const shown = resources.flatMap((c) => c.fields.filter((f) => /(^|_)mobile$/.test(f.key)).map((f) => [c.name, f.key, f.mask]));
    const whole = shown.filter(([, , mask]) => mask !== "mobile").map(([name, key]) => `${String(name)}.${String(key)}`);
    // the merchant's own contacts only: its staff, addresses, pickup points and suppliers
    expect(whole.sort()).toEqual(["address.mobile", "employee.mobile", "goodsSupplier.contact_mobile", "pickAddress.mobile"]);
  });

  it("accepts a relation to another resource of the same check", () => {
    const spanner: ResourceConfig = {
      ...tool, name: "spanner", routes: { list: "/goods/spanner" }, operations: ["list"],
      fields: [{ key: "tool_alias", label: "工具", type: "relation", relation: { resource: "tool", labelField: "name" } }],
    };
    expect(checkResources([tool, spanner], SECTIONS)).toHaveLength(2);
  });
});

describe("checkResources: actions", () => {
  it.each([
    ["an action without a label", { label: "" }, '资源配置错误 "tool".actions.copy: 动作需要 key 和 label'],
    ["an action without a key", { key: "" }, '资源配置错误 "tool".actions.?: 动作需要 key 和 label'],
    ["a link without to", { kind: "link" }, '资源配置错误 "tool".actions.copy: link 动作需要 to'],
    ["a call without api", { api: undefined }, '资源配置错误 "tool".actions.copy: call 动作需要 api'],
    ["a toggle without api", { kind: "toggle", api: undefined }, '资源配置错误 "tool".actions.copy: toggle 动作需要 api'],
    ["a toggle with one value", { kind: "toggle", field: "kind", values: [1] as never, labels: ["上架", "下架"] }, '资源配置错误 "tool".actions.copy: toggle 动作需要 field、两个 values 和两个 labels'],
    ["an unknown kind", { kind: "open" as never }, '资源配置错误 "tool".actions.copy: 未知的动作类型 "open"，可用：link, call, toggle'],
    // a question's {key}s are the record's fields (decision 0122): a row's button fills them
    ["a call's confirm naming no field", { confirm: "确定复制「{nmae}」吗？" }, `资源配置错误 "tool".actions.copy: confirm“确定复制「{nmae}」吗？”引用了不存在的字段 "nmae"，可用：${KEYS}`],
    ["a toggle's second question naming no field", { kind: "toggle", field: "kind", values: [1, 2], labels: ["电动", "手动"], confirm: ["改为电动「{name}」？", "改为手动「{title}」？"] }, `资源配置错误 "tool".actions.copy: confirm“改为手动「{title}」？”引用了不存在的字段 "title"，可用：${KEYS}`],
    ["a {key} in a batch action's confirm", { scope: "batch", confirm: "确定复制「{name}」吗？" }, '资源配置错误 "tool".actions.copy: confirm“确定复制「{name}」吗？”中的 {name} 无从填写：只有行内动作（scope: "row"）针对一条记录'],
  ] satisfies [string, Partial<ActionConfig>, string][])("refuses %s", (_, action, message) => {
    expect(withAction(action)).toBe(message);
  });

  it("takes a row action's confirm naming the record's fields", () => {
    const actions: ActionConfig[] = [{ key: "copy", label: "复制", kind: "call", api: "copy", confirm: "确定复制「{name}」（{kind}）吗？" }];
    expect(checkResources([{ ...tool, actions }], SECTIONS)).toHaveLength(1);
  });
});

describe("checkResources: list tabs, exports and section paths", () => {
  it("accepts tabs on an enum field and an export type", () => {
    expect(() => checkResources([{ ...tool, tabs: { field: "kind" }, export: { type: "tool" } }], SECTIONS)).not.toThrow();
  });

  it.each([
    ["tabs on a field that is not there", { tabs: { field: "nope" } }, '资源配置错误 "tool".tabs: tabs.field "nope" 必须是有 options 的 enum 字段，可用：kind'],
    ["tabs on a text field", { tabs: { field: "name" } }, '资源配置错误 "tool".tabs: tabs.field "name" 必须是有 options 的 enum 字段，可用：kind'],
    ["an export type with spaces", { export: { type: "my tool" } }, '资源配置错误 "tool".export: 导出类型无效 "my tool"'],
  ] satisfies [string, Partial<ResourceConfig>, string][])("refuses %s", (_, change, message) => {
    expect(withTool(change)).toBe(message);
  });

  it("refuses an export type two lists share", () => {
    const other = { ...tool, name: "tool2", routes: { list: "/goods/tool2" }, operations: ["list" as const], export: { type: "tool" } };
    expect(problem([{ ...tool, export: { type: "tool" } }, other])).toBe('资源配置错误 "tool2".export: 导出类型 "tool" 与 tool 重复');
  });

  it("accepts a path the section files under it, though it lies elsewhere (/notice/list in 仪表盘)", () => {
    const notice = { ...tool, section: "/dashboard", routes: { list: "/notice/list" }, operations: ["list" as const] };
    expect(() => checkResources([notice], [section("/dashboard", ["/notice"])])).not.toThrow();
    expect(() => checkResources([notice], [section("/dashboard")])).toThrow(/不在 \/dashboard 之下/);
  });
});

describe("checkResources: the list on a phone (mobile hints)", () => {
  it("accepts a list view and one title field, one hidden field", () => {
    const fields = tool.fields.map((f, i) => (i === 0 ? { ...f, mobile: "title" } : i === 1 ? { ...f, mobile: "hide" } : f)) as FieldConfig[];
    expect(() => checkResources([{ ...tool, mobile: "table", fields }], SECTIONS)).not.toThrow();
    expect(() => checkResources([{ ...tool, mobile: "cards" }], SECTIONS)).not.toThrow();
  });

  it("refuses an unknown list view", () => {
    expect(withTool({ mobile: "grid" as never })).toBe('资源配置错误 "tool".mobile: 未知的手机列表样式 "grid"，可用：cards, table');
  });

  it("refuses an unknown field hint, naming the field", () => {
    expect(withField({ key: "price", type: "money", mobile: "first" as never })).toBe(
      '资源配置错误 "tool".price.mobile: 未知的手机列表位置 "first"，可用：title, hide',
    );
  });

  it("refuses a hint on a field the list does not show", () => {
    expect(withField({ key: "price", type: "money", list: false, mobile: "hide" })).toBe(
      '资源配置错误 "tool".price.mobile: 字段不在列表中（list: false），mobile 无处可用',
    );
  });

  it("refuses a column shown under a field the list does not show", () => {
    const fields = tool.fields.map((f, i) => (i === 0 ? { ...f, list: false } : i === 1 ? { ...f, list: { under: "name" } } : f)) as FieldConfig[];
    expect(withTool({ fields })).toBe('资源配置错误 "tool".price: list.under "name" 须是列表中自成一列的字段');
  });

  it("refuses a second title field", () => {
    const fields = tool.fields.map((f, i) => (i < 2 ? { ...f, mobile: "title" } : f)) as FieldConfig[];
    expect(withTool({ fields })).toBe('资源配置错误 "tool".price.mobile: 只能有一个 mobile: "title" 字段（已有 name）');
  });
});

describe("checkResources: every name a config uses, whatever its declared type (issue 24)", () => {
  /** What a record of `tool` has: its fields and its key. */
  const NAMES = `${KEYS}, alias`;
  /** A resource related to `tool` (its relation field replaced by `relation`). */
  const spanner = (relation: Partial<NonNullable<FieldConfig["relation"]>>, key = "tool_alias"): ResourceConfig => ({
    ...tool, name: "spanner", routes: { list: "/goods/spanner" }, operations: ["list"], actions: [],
    fields: [{ key: "name", label: "名称" }, { key, label: "工具", type: "relation", relation: { resource: "tool", labelField: "name", ...relation } }],
  });

  it.each([
    ["a relation's labelField the related resource lacks (the list showed raw ids)", { labelField: "nmae" }, `资源配置错误 "spanner".tool_alias: relation.labelField "nmae" 不是资源 "tool" 的字段，可用：${NAMES}`],
    ["a relation's valueField the related resource lacks", { valueField: "aliass" }, `资源配置错误 "spanner".tool_alias: relation.valueField "aliass" 不是资源 "tool" 的字段，可用：${NAMES}`],
    ["a displayField that is the relation's own field (it holds ids)", { displayField: "tool_alias" }, '资源配置错误 "spanner".tool_alias: relation.displayField "tool_alias" 应是本记录中存放工具名称的另一个字段（如 tool_name）'],
  ] satisfies [string, Partial<NonNullable<FieldConfig["relation"]>>, string][])("refuses %s", (_, relation, message) => {
    expect(problem([tool, spanner(relation)])).toBe(message);
  });

  it("checks a relation inside a list's rows too", () => {
    const parts: FieldConfig = { key: "parts", label: "配件", type: "list", fields: [{ key: "tool_alias", label: "工具", type: "relation", relation: { resource: "tool", labelField: "title" } }] };
    expect(problem([tool, { ...spanner({}), fields: [{ key: "name", label: "名称" }, parts] }])).toBe(
      `资源配置错误 "spanner".parts.tool_alias: relation.labelField "title" 不是资源 "tool" 的字段，可用：${NAMES}`,
    );
  });

  it.each([
    ["a keyword field that is not there", { keyword: { label: "名称", fields: ["name", "nmae"] } }, `资源配置错误 "tool".keyword: keyword.fields 中的 "nmae" 不是本资源的字段，可用：${NAMES}`],
    ["a keyword without fields", { keyword: { label: "名称", fields: [] } }, `资源配置错误 "tool".keyword: keyword.fields 不能为空，可用：${NAMES}`],
    ["a defaultSort field that is not there", { defaultSort: { field: "created", order: "desc" } }, `资源配置错误 "tool".defaultSort: defaultSort.field "created" 不是本资源的字段，可用：${NAMES}`],
    ["a tree's parentField that is not there", { tree: { parentField: "parent" } }, `资源配置错误 "tool".tree: tree.parentField "parent" 不是本资源的字段，可用：${NAMES}`],
    ["a delete refusal's value no option has", { deleteRefusedWhen: { field: "kind", in: [3], reason: "使用中" } }, '资源配置错误 "tool".deleteRefusedWhen: 条件中的值 3 不是字段 "kind" 的选项，可用：1, 2'],
  ] satisfies [string, Partial<ResourceConfig>, string][])("refuses %s", (_, change, message) => {
    expect(withTool(change)).toBe(message);
  });

  it.each([
    ["a toggle's field that is not there", { kind: "toggle", field: "state", values: [1, 2], labels: ["停用", "启用"] }, `资源配置错误 "tool".actions.copy: toggle 的 field "state" 不是本资源的字段，可用：${NAMES}`],
    ["a toggle's value no option has", { kind: "toggle", field: "kind", values: [1, 3], labels: ["停用", "启用"] }, '资源配置错误 "tool".actions.copy: 条件中的值 3 不是字段 "kind" 的选项，可用：1, 2'],
    ["an action's visibleWhen field that is not there", { visibleWhen: { field: "state", in: [1] } }, `资源配置错误 "tool".actions.copy: visibleWhen.field "state" 不是本资源的字段，可用：${NAMES}`],
    ["an action's visibleWhen value no option has", { visibleWhen: { field: "kind", in: [3] } }, '资源配置错误 "tool".actions.copy: 条件中的值 3 不是字段 "kind" 的选项，可用：1, 2'],
    ["a link's parameter that is not there", { kind: "link", api: undefined, to: "/goods/tool/parts/:tool_no" }, `资源配置错误 "tool".actions.copy: 链接 "/goods/tool/parts/:tool_no" 中的 :tool_no 不是记录的字段或路由参数，可用：${NAMES}`],
    ["an input of its form without a label", { form: [{ key: "count", label: "" }] }, '资源配置错误 "tool".actions.copy.form.count: 缺少 label'],
  ] satisfies [string, Partial<ActionConfig>, string][])("refuses %s", (_, action, message) => {
    expect(withAction(action)).toBe(message);
  });

  it.each([
    ["a field's visibleWhen", { key: "price", visibleWhen: { field: "kind", in: [1, 4] } }, '资源配置错误 "tool".price: 条件中的值 4 不是字段 "kind" 的选项，可用：1, 2'],
    ["a field's lockedWhen field", { key: "price", lockedWhen: { field: "state", in: [1] } }, `资源配置错误 "tool".price: lockedWhen.field "state" 不是本资源的字段，可用：${NAMES}`],
  ] satisfies [string, Partial<FieldConfig> & { key: string }, string][])("refuses %s naming what is not there", (_, field, message) => {
    expect(withField(field)).toBe(message);
  });

  it("accepts a field locked by the record's key, a row locked by the whole record's field, a value as a string", () => {
    const parts: FieldConfig = { key: "parts", label: "配件", type: "list", fields: [{ key: "part", label: "配件名", lockedWhen: { field: "kind", in: [2] } }] };
    const price: FieldConfig = { key: "price", label: "售价", type: "money", lockedWhen: { field: "alias", filled: true }, visibleWhen: { field: "kind", in: ["2"] } };
    const fields = [tool.fields[0], price, ...tool.fields.slice(2, 5), parts] as FieldConfig[];
    expect(checkResources([{ ...tool, fields }], SECTIONS)).toHaveLength(1);
  });

  it("finds every typo of a config typed ResourceConfig (not defineResource), all at once", () => {
    // as an integrator may write it: the declared type loses the compiler's checks of the keys
    const typed: ResourceConfig = {
      ...tool,
      keyword: { label: "名称", fields: ["nmae"] },
      defaultSort: { field: "creatd_at", order: "desc" },
      actions: [{ key: "status", label: "停用/启用", kind: "toggle", api: "status", field: "stauts", values: [1, 2], labels: ["停用", "启用"] }],
    };
    expect(resourceProblems([typed], SECTIONS).map((e) => e.message)).toEqual([
      `资源配置错误 "tool".keyword: keyword.fields 中的 "nmae" 不是本资源的字段，可用：${NAMES}`,
      `资源配置错误 "tool".defaultSort: defaultSort.field "creatd_at" 不是本资源的字段，可用：${NAMES}`,
      `资源配置错误 "tool".actions.status: toggle 的 field "stauts" 不是本资源的字段，可用：${NAMES}`,
    ]);
  });

  it("lists every problem of every resource, each once, in the order of the configs", () => {
    const broken: ResourceConfig = { ...tool, label: "", fields: [...tool.fields, { key: "mobile", label: "手机号" }] };
    expect(resourceProblems([broken, spanner({ labelField: "nmae" })], SECTIONS).map((e) => e.message)).toEqual([
      '资源配置错误 "tool": 缺少 label',
      '资源配置错误 "tool".mobile: 手机号需写明 mask: "mobile"（打码，可点击显示，如会员、买家）或 mask: false（商户自己的联系电话）',
      `资源配置错误 "spanner".tool_alias: relation.labelField "nmae" 不是资源 "tool" 的字段，可用：${KEYS}, mobile, alias`,
    ]);
  });
});
