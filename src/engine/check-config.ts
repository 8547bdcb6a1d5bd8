import { collect, named, ResourceConfigError } from "./config-error";
import { checkNames } from "./check-names";
import { checkComputed } from "./check-computed";
import { checkListExtras, checkMobile, checkRestApi } from "./check-extras";
import { checkTransition } from "./check-transitions";
import { isUnderSection } from "./under-section";
import { templateKeys } from "./fields/template-keys";
import { fieldTypeNames } from "./field-types";
import { isOptionColor, OPTION_COLOR_NAMES } from "./option-colors";
import type { SectionConfig } from "./section-types";
import type { ActionConfig, FieldConfig, ResourceConfig } from "./types";

const OPERATIONS = ["list", "create", "edit", "detail", "delete", "batchDelete"];
/** Column titles the list adds itself: a field labelled so would give two columns of that name. */
const RESERVED_LABELS = ["操作"];

export { ResourceConfigError };
// the demo's side of the check (its handlers handed in from outside), in the same chunk
export { unservedActionProblems } from "./check-served";

/** Names a field that is not there, with the ones that are. */
const unknownField = (ref: string, keys: string[]): string => `引用了不存在的字段 "${ref}"，可用：${keys.join(", ")}`;

/**
 * A mobile number (by its key or its pattern): masked or not is a decision, never a default,
 * wherever it shows (the list, the detail, a drawer: one rule for each number, decision 0028).
 * The scaffold asks the same (it writes `mask` for such a field).
 */
export const isMobileField = (f: Pick<FieldConfig, "key"> & { pattern?: unknown }): boolean => f.pattern === "mobile" || /(^|_)mobile$/i.test(f.key);

/** Each field's problems (one per field), sub-fields' too: `problems` collects them. */
function checkFields(where: string, fields: FieldConfig[], names: Set<string>, problems: ResourceConfigError[]): void {
  if (!Array.isArray(fields) || fields.length === 0) throw new ResourceConfigError(where, "fields 不能为空");
  const keys = new Set<string>();
  for (const f of fields) collect(problems, `${where}.${f.key || "?"}`, () => checkField(where, f, keys, names, problems));
  for (const f of fields) collect(problems, `${where}.${f.key}`, () => checkFieldRefs(where, f, keys));
  for (const f of fields) collect(problems, `${where}.${f.key}`, () => checkUnder(`${where}.${f.key}`, f, fields));
}

/** `list.under` names a column of the list that is shown in its own right. */
function checkUnder(at: string, f: FieldConfig, fields: readonly FieldConfig[]): void {
  const under = typeof f.list === "object" ? f.list.under : undefined;
  const host = under === undefined ? undefined : fields.find((h) => h.key === under);
  if (!host) return;
  if (host === f || host.list === false || (typeof host.list === "object" && host.list.under)) {
    throw new ResourceConfigError(at, `list.under "${under}" 须是列表中自成一列的字段`);
  }
}

/** One field: its key, label, type and its type's settings. */
function checkField(where: string, f: FieldConfig, keys: Set<string>, names: Set<string>, problems: ResourceConfigError[]): void {
  const at = `${where}.${f.key || "?"}`;
  if (!f.key || !/^[a-z_][a-z0-9_]*$/i.test(f.key)) throw new ResourceConfigError(at, `字段 key 无效 "${f.key}"`);
  if (keys.has(f.key)) throw new ResourceConfigError(at, "字段 key 重复");
  keys.add(f.key);
  if (!f.label) throw new ResourceConfigError(at, "缺少 label");
  if (RESERVED_LABELS.includes(f.label.trim())) throw new ResourceConfigError(at, `label "${f.label}" 是列表自带的列名，请换一个`);
  const type = f.type ?? "text";
  // the engine's types and those the app registered before this check (src/engine/field-types.ts)
  const types = fieldTypeNames();
  if (!types.includes(type)) throw new ResourceConfigError(at, `未知的字段类型 "${type}"，可用：${types.join(", ")}`);
  if (type === "enum" && !f.options?.length) throw new ResourceConfigError(at, "enum 字段需要 options");
  const badColor = f.options?.find((o) => o.color !== undefined && !isOptionColor(o.color));
  if (badColor) {
    throw new ResourceConfigError(at, `选项“${badColor.label}”的颜色 "${String(badColor.color)}" 无法显示，可用：${OPTION_COLOR_NAMES.join(", ")}`);
  }
  if (type === "relation" && (!f.relation?.resource || !f.relation.labelField)) {
    throw new ResourceConfigError(at, "relation 字段需要 relation.resource 和 relation.labelField");
  }
  if (type === "relation" && f.relation && !names.has(f.relation.resource)) {
    throw new ResourceConfigError(at, `relation.resource "${f.relation.resource}" 不是已知的资源，可用：${[...names].join(", ")}`);
  }
  if (type === "list") checkFields(at, f.fields ?? [], names, problems);
  if (type === "text" && isMobileField(f) && f.mask === undefined) {
    throw new ResourceConfigError(at, '手机号需写明 mask: "mobile"（打码，可点击显示，如会员、买家）或 mask: false（商户自己的联系电话）');
  }
  const tree = f.treeOptions;
  if (type === "tree" && !(Array.isArray(tree) ? tree.length : tree?.source)) throw new ResourceConfigError(at, "tree 字段需要 treeOptions（或 { source }）");
  checkComputed(at, f);
}

/** A field's references to other fields of its record (or of its row, for a list's rowText). */
function checkFieldRefs(where: string, f: FieldConfig, keys: Set<string>): void {
  const at = `${where}.${f.key}`;
  const help = Array.isArray(f.help) ? f.help.map((h) => h.when?.field) : [];
  const under = typeof f.list === "object" ? f.list.under : undefined;
  for (const ref of [f.visibleWhen?.field, typeof f.required === "object" ? f.required.field : undefined, f.gte, f.lt, under, ...help]) {
    if (ref && !keys.has(ref)) throw new ResourceConfigError(at, unknownField(ref, [...keys]));
  }
  // a template names the record's fields (an option's shows) or the row's (a list's rowText)
  const rowKeys = new Set((f.fields ?? []).map((sub) => sub.key));
  for (const [template, known] of [...(f.options ?? []).map((o) => [o.shows, keys] as const), [f.rowText, rowKeys] as const]) {
    const missing = template ? templateKeys(template).find((k) => !known.has(k)) : undefined;
    if (missing) throw new ResourceConfigError(at, `模板“${template ?? ""}”引用了不存在的字段 "${missing}"`);
  }
}

/** A parent names a known resource, through a route field of the resource. */
function checkParent(where: string, c: ResourceConfig, names: Set<string>): void {
  const p = c.parent;
  if (!p) return;
  const at = `${where}.parent`;
  if (!names.has(p.resource)) throw new ResourceConfigError(at, `"${p.resource}" 不是已知的资源，可用：${[...names].join(", ")}`);
  if (!Object.values(c.routeParams ?? {}).includes(p.field)) throw new ResourceConfigError(at, `"${p.field}" 不是 routeParams 中的字段`);
}

function checkAction(where: string, a: ActionConfig, names: Set<string>, problems: ResourceConfigError[]): void {
  const at = `${where}.actions.${a.key || "?"}`;
  if (!a.key || !a.label) throw new ResourceConfigError(at, "动作需要 key 和 label");
  if (a.kind === "link" && !a.to) throw new ResourceConfigError(at, "link 动作需要 to");
  if ((a.kind === "call" || a.kind === "toggle") && !a.api) throw new ResourceConfigError(at, `${a.kind} 动作需要 api`);
  if (a.kind === "toggle" && (!a.field || a.values?.length !== 2 || a.labels?.length !== 2)) {
    throw new ResourceConfigError(at, "toggle 动作需要 field、两个 values 和两个 labels");
  }
  // a toggle asks about the state it switches to: one question per state, like its labels
  if (a.kind === "toggle" && a.confirm !== undefined && (!Array.isArray(a.confirm) || a.confirm.length !== 2 || !a.confirm.every((q) => typeof q === "string" && q))) {
    throw new ResourceConfigError(at, "toggle 的 confirm 需要两句提问，顺序同 labels");
  }
  if (!["link", "call", "toggle"].includes(a.kind)) throw new ResourceConfigError(at, `未知的动作类型 "${String(a.kind)}"，可用：link, call, toggle`);
  // the inputs it asks for are fields like the record's: the same rules, names among themselves
  if (a.form !== undefined) checkFields(`${at}.form`, a.form, names, problems);
}

/** Name, label and place: the section, the API, routes under the section and unique, operations. */
function checkPlace(where: string, c: ResourceConfig, sections: SectionConfig[], seen: Set<string>, paths: Map<string, string>): void {
  if (!c.name || !/^[a-z][a-zA-Z0-9]*$/.test(c.name)) throw new ResourceConfigError(where, "name 必须是小驼峰英文名");
  if (seen.has(c.name)) throw new ResourceConfigError(where, "name 重复");
  seen.add(c.name);
  if (!c.label) throw new ResourceConfigError(where, "缺少 label");
  const section = sections.find((s) => s.path === c.section);
  const declared = sections.map((s) => s.path).join(", ");
  if (!section) throw new ResourceConfigError(where, `section "${c.section}" 未声明（src/resources/<分区>/section.ts），已有：${declared}`);
  if (c.api?.rest !== undefined) checkRestApi(where, c);
  else if (!c.api?.base?.startsWith("/")) throw new ResourceConfigError(where, "api.base 必须以 / 开头");
  if (!c.routes?.list) throw new ResourceConfigError(where, "缺少 routes.list");
  for (const [view, path] of Object.entries(c.routes)) {
    // the section itself or below it: "/goods-brand" only shares letters with "/goods"
    if (!isUnderSection(section, path)) throw new ResourceConfigError(`${where}.routes.${view}`, `路径 "${path}" 不在 ${c.section} 之下`);
    const other = paths.get(path);
    if (other) throw new ResourceConfigError(`${where}.routes.${view}`, `路径 "${path}" 与 ${other} 重复`);
    paths.set(path, `${c.name}.${view}`);
  }
  for (const op of c.operations ?? []) {
    if (!OPERATIONS.includes(op)) throw new ResourceConfigError(where, `未知的操作 "${op}"，可用：${OPERATIONS.join(", ")}`);
    // detail needs no route: without one the list shows it in a drawer
    if ((op === "create" || op === "edit") && !c.routes[op] && c.form !== "modal") {
      throw new ResourceConfigError(where, `操作 "${op}" 需要 routes.${op}（或 form: "modal"）`);
    }
  }
}

function checkRefusal(where: string, c: ResourceConfig): void {
  const refusal = c.deleteRefusedWhen;
  if (!refusal) return;
  const keys = c.fields.map((f) => f.key);
  if (!keys.includes(refusal.field)) throw new ResourceConfigError(`${where}.deleteRefusedWhen`, unknownField(refusal.field, keys));
  if (!refusal.reason?.trim()) throw new ResourceConfigError(`${where}.deleteRefusedWhen`, "需要 reason（不能删除的原因）");
}

/** `refusedBy`: a field of its own (the API's answer about the session, not a field of the record) and acts the rows have. */
function checkRefusedBy(where: string, c: ResourceConfig): void {
  const by = c.refusedBy;
  if (!by) return;
  const at = `${where}.refusedBy`;
  if (!by.field?.trim()) throw new ResourceConfigError(at, "需要 field（接口在每条记录里给出不能做什么及原因的字段）");
  if (c.fields.some((f) => f.key === by.field)) throw new ResourceConfigError(at, `field "${by.field}" 与字段重名：它是接口对当前登录者的回答，不是记录的字段`);
  const acts = ["edit", "delete", ...(c.actions ?? []).filter((a) => (a.scope ?? "row") === "row").map((a) => a.key)];
  if (!Array.isArray(by.acts) || by.acts.length === 0) throw new ResourceConfigError(at, `需要 acts，可用：${acts.join(", ")}`);
  const unknown = by.acts.filter((a) => !acts.includes(a));
  if (unknown.length) throw new ResourceConfigError(at, `未知的 acts "${unknown.join(", ")}"，可用：${acts.join(", ")}`);
}

/**
 * Every problem of every resource, each named by file, resource and field: a resource's
 * groups of checks (place, fields, actions, names…) run even when another one failed.
 * A resource joins one of `sections` and keeps its routes below that section.
 */
export function resourceProblems(configs: ResourceConfig[], sections: SectionConfig[]): ResourceConfigError[] {
  const problems: ResourceConfigError[] = [];
  const names = new Set(configs.map((c) => c.name));
  const byName = new Map(configs.map((c) => [c.name, c]));
  const seen = new Set<string>();
  const paths = new Map<string, string>();
  const exportTypes = new Map<string, string>();
  for (const c of configs) {
    const where = named(c, `"${c.name || "?"}"`);
    const check = (run: () => void) => collect(problems, where, run);
    check(() => checkPlace(where, c, sections, seen, paths));
    if (!Array.isArray(c.fields) || c.fields.length === 0) {
      problems.push(new ResourceConfigError(where, "fields 不能为空"));
      continue;
    }
    check(() => checkFields(where, c.fields, names, problems));
    check(() => checkRefusal(where, c));
    check(() => checkRefusedBy(where, c));
    for (const a of c.actions ?? []) collect(problems, `${where}.actions.${a.key || "?"}`, () => checkAction(where, a, names, problems));
    for (const a of c.actions ?? []) collect(problems, `${where}.actions.${a.key || "?"}`, () => checkTransition(where, c, a));
    check(() => checkParent(where, c, names));
    check(() => checkListExtras(where, c, exportTypes));
    check(() => checkMobile(where, c));
    checkNames(where, c, byName, problems);
  }
  return problems;
}

/** Checks every resource at start-up; throws the first problem (resourceProblems lists them all). */
export function checkResources(configs: ResourceConfig[], sections: SectionConfig[]): ResourceConfig[] {
  const [first] = resourceProblems(configs, sections);
  if (first) throw first;
  return configs;
}
