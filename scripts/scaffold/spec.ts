/** What `npm run new:resource` is told (by flags or answers), and its checks. */
import { SECTION_ICONS, isSectionIcon } from "../../src/engine/section-icons";
import { displayFieldOf, ENGINE_TIMES, FIELD_KINDS, FIELD_TYPES, REFUSED_KEYS } from "./kinds";

export { FIELD_TYPES } from "./kinds";

export interface FieldSpec {
  key: string;
  type: string;
  label: string;
  required: boolean;
  /** enum (required) / flag (optional): value/label pairs. */
  options?: { value: string | number; label: string }[];
  /**
   * relation: the other resource and the field of it shown as the label (`to=category.name`);
   * `key` is the other record's key the value holds (its api.key or REST id; default alias),
   * filled in from the app's configs (relations.ts).
   */
  relation?: { resource: string; labelField: string; key?: string };
}

/**
 * One --action flag: a `call` button on each row, `key:标题[:from:to]`. With `from:to` it is a
 * transition of the `--tabs` field (`submit:提交审核:draft:pending`, several from: `a,b:c`),
 * served by the generated API; without, the section's handler file serves it (--handler).
 */
export interface ActionSpec {
  key: string;
  label: string;
  transition?: { from: (string | number)[]; to: string | number };
}

export interface ResourceSpec {
  /** Section path, e.g. "/purchase". */
  section: string;
  /** Only for a new section: its menu title, icon key and order. */
  sectionTitle?: string;
  icon?: string;
  order?: number;
  /** Who may open a new section: "admin" (default) or "*". */
  role?: string;
  /** lowerCamel resource name, e.g. "supplier". */
  name: string;
  /** Chinese name of one record, e.g. 供应商. */
  label: string;
  /** Default /merchant/<section>/v1/<kebab-name>. */
  api?: string;
  /** Only list and detail. */
  readOnly?: boolean;
  fields: FieldSpec[];
  /** The enum field whose options are the list's status tabs (`--tabs status`). */
  tabs?: string;
  /** The text fields one search box searches (`--keyword name,sn`). */
  keyword?: string[];
  /** Row buttons that call the API (`--action`). */
  actions?: ActionSpec[];
  /** Also write the section's handler file, `<name>.actions.ts` (`--handler`). */
  handler?: boolean;
}

export const kebab = (name: string): string => name.replace(/[A-Z_]/g, (c) => `-${c === "_" ? "" : c.toLowerCase()}`);

/** A row button's API path: its key in kebab-case (`stock_in` → POST {base}/stock-in). */
export const actionApi = (a: ActionSpec): string => kebab(a.key);

/** An option's value as typed on the command line: digits are a number (as the option's own, parseField). */
const typed = (value: string): string | number => (/^\d+$/.test(value) ? Number(value) : value);

/**
 * One --action flag: `key:标题[:from:to]`, e.g. `approve:审核:pending:approved` or
 * `close:关闭:draft,pending:closed` (no `>`: a shell would read it as a redirection; a quoted
 * `'approve:审核:pending>approved'` is read the same).
 */
export function parseAction(text: string): ActionSpec {
  const [key = "", label = "", ...move] = text.split(":");
  if (move.length === 0) return { key, label };
  const [from = "", to = ""] = move.length === 1 ? (move[0] ?? "").split(">") : move;
  return { key, label, transition: { from: from.split(",").filter(Boolean).map(typed), to: typed(to) } };
}

/**
 * One --field flag: `key:type:label[:required][:options=1/战略,2/普通][:to=resource.labelField]`,
 * e.g. `name:text:供应商名称:required`, `level:enum:等级:options=1/战略,2/普通` or
 * `category_alias:relation:主营分类:to=category.name`.
 */
export function parseField(text: string): FieldSpec {
  const [key = "", type = "text", label = "", ...rest] = text.split(":");
  const field: FieldSpec = { key, type, label, required: rest.includes("required") };
  const options = rest.find((r) => r.startsWith("options="));
  if (options) {
    field.options = options.slice("options=".length).split(",").map((pair) => {
      const [value = "", optionLabel = ""] = pair.split("/");
      return { value: typed(value), label: optionLabel };
    });
  }
  const to = rest.find((r) => r.startsWith("to="));
  if (to) {
    const [resource = "", labelField = ""] = to.slice("to=".length).split(".");
    field.relation = { resource, labelField };
  }
  return field;
}

/** The problems of one field, in Chinese (its key is checked against the others by `problems`). */
function fieldProblems(f: FieldSpec): string[] {
  const out: string[] = [];
  if (!/^[a-z_][a-z0-9_]*$/.test(f.key)) out.push(`字段 key 无效 "${f.key}"`);
  const refused = REFUSED_KEYS[f.key];
  if (refused) out.push(`字段 ${f.key} ${refused}`);
  if ((ENGINE_TIMES as readonly string[]).includes(f.key) && f.type !== "datetime") {
    out.push(`字段 ${f.key} 由演示 API 自己写入（记录的${f.key === "created_at" ? "创建" : "更新"}时间）：只能声明为 datetime，脚手架把它写成只读`);
  }
  if (!FIELD_TYPES.includes(f.type as keyof typeof FIELD_KINDS)) out.push(`字段 ${f.key} 的类型 "${f.type}" 不可用：${FIELD_TYPES.join(", ")}`);
  if (!f.label) out.push(`字段 ${f.key} 缺少标题`);
  if (f.type === "enum" && !f.options?.length) out.push(`字段 ${f.key} 是 enum：请给出 options=值/标题,值/标题`);
  if (f.type === "flag" && f.options && !f.options.every((o) => o.value === 1 || o.value === 2)) {
    out.push(`字段 ${f.key} 是 flag：options 只能给 1 和 2 的叫法（如 options=1/启用,2/停用）`);
  }
  if (f.type === "relation" && !(f.relation?.resource && f.relation.labelField)) {
    out.push(`字段 ${f.key} 是 relation：请给出 to=资源名.显示字段（如 to=category.name）`);
  }
  return out;
}

/** A new section's icon: the one given, else its folder's name when that is a key of the set, else the neutral "app". */
export const sectionIconOf = (spec: ResourceSpec, folder: string): string => spec.icon ?? (isSectionIcon(folder) ? folder : "app");

/** The problems of a spec, in Chinese, as a merchant-console integrator reads them. */
export function problems(spec: ResourceSpec, newSection: boolean): string[] {
  const out: string[] = [];
  if (!/^\/[a-zA-Z0-9]+$/.test(spec.section)) out.push(`分区路径无效 "${spec.section}"（如 /purchase）`);
  if (!/^[a-z][a-zA-Z0-9]*$/.test(spec.name)) out.push(`资源名必须是小驼峰英文 "${spec.name}"`);
  if (!spec.label) out.push("缺少资源的中文名（--label）");
  if (newSection && !spec.sectionTitle) out.push(`分区 ${spec.section} 还不存在：请给出 --section-title（菜单标题）`);
  if (newSection && spec.icon !== undefined && !isSectionIcon(spec.icon)) out.push(`--icon "${spec.icon}" 不是可用的分区图标：${SECTION_ICONS.join(", ")}`);
  if (spec.role && !["admin", "*"].includes(spec.role)) out.push(`--role 只能是 admin 或 *`);
  if (spec.fields.length === 0) out.push("至少需要一个字段（--field key:type:标题）");
  out.push(...listProblems(spec), ...actionProblems(spec));
  const keys = spec.fields.map((f) => f.key);
  for (const f of spec.fields) {
    out.push(...fieldProblems(f));
    if (keys.indexOf(f.key) !== keys.lastIndexOf(f.key) && keys.indexOf(f.key) === spec.fields.indexOf(f)) out.push(`字段 ${f.key} 重复`);
    const shown = f.type === "relation" ? displayFieldOf(f.key) : undefined;
    if (shown && keys.includes(shown)) out.push(`字段 ${shown} 与关联字段 ${f.key} 的显示字段重名（演示 API 自己填写 ${shown}）：请换个名字`);
    if (f.type === "relation" && f.relation?.resource === spec.name) out.push(`字段 ${f.key} 关联本资源自己：脚手架不生成，请生成后手写（见 src/resources/goods/category.ts 的 parent_alias）`);
  }
  return out;
}

/** --tabs and --keyword: fields of this spec, of a type they can use. */
function listProblems(spec: ResourceSpec): string[] {
  const out: string[] = [];
  const field = (key: string) => spec.fields.find((f) => f.key === key);
  if (spec.tabs !== undefined && field(spec.tabs)?.type !== "enum") {
    out.push(`--tabs ${spec.tabs}：状态页签按一个 enum 字段的选项分，可用：${spec.fields.filter((f) => f.type === "enum").map((f) => f.key).join(", ") || "无（先加一个 enum 字段）"}`);
  }
  for (const key of spec.keyword ?? []) {
    if (!["text", "textarea"].includes(field(key)?.type ?? "")) out.push(`--keyword ${key}：搜索框只搜文字字段，可用：${spec.fields.filter((f) => f.type === "text" || f.type === "textarea").map((f) => f.key).join(", ") || "无"}`);
  }
  return out;
}

/** The grants a resource page has already (grant-catalogue.ts): an action's key may not take one. */
const PAGE_ACTS = ["view", "create", "edit", "delete", "export"];

/** --action: keys and labels, a transition's statuses among the --tabs field's options, a handler for the others. */
function actionProblems(spec: ResourceSpec): string[] {
  const out: string[] = [];
  const actions = spec.actions ?? [];
  const status = spec.fields.find((f) => f.key === spec.tabs && f.type === "enum");
  const values = status?.options?.map((o) => o.value) ?? [];
  for (const [i, a] of actions.entries()) {
    if (!/^[a-z][a-zA-Z0-9_]*$/.test(a.key)) out.push(`动作 key 无效 "${a.key}"（小写英文开头，如 submit）`);
    if (PAGE_ACTS.includes(a.key)) out.push(`动作 ${a.key} 与页面自带的权限同名（${PAGE_ACTS.join(", ")}）：请换个 key`);
    if (actions.findIndex((b) => b.key === a.key) !== i) out.push(`动作 ${a.key} 重复`);
    if (!a.label) out.push(`动作 ${a.key} 缺少标题（--action key:标题[:from:to]）`);
    if (spec.readOnly) out.push(`动作 ${a.key}：只读资源（--read-only）没有动作`);
    if (!a.transition) {
      if (!spec.handler) out.push(`动作 ${a.key} 没有状态流转（from:to），要由分区的处理文件实现：加 --handler，或写成 ${a.key}:${a.label}:原状态:新状态`);
      continue;
    }
    if (!status) {
      out.push(`动作 ${a.key} 是状态流转：请用 --tabs 指明状态字段（一个 enum 字段）`);
      continue;
    }
    const unknown = [...a.transition.from, a.transition.to].filter((v) => !values.includes(v));
    if (unknown.length) out.push(`动作 ${a.key}：${unknown.join("、")} 不是字段 ${status.key} 的选项，可用：${values.join(", ")}`);
    if (a.transition.from.length === 0) out.push(`动作 ${a.key}：请给出原状态（from:to，如 draft:pending）`);
    if (a.transition.from.includes(a.transition.to)) out.push(`动作 ${a.key}：新状态 ${a.transition.to} 也在原状态里`);
  }
  if (spec.handler && spec.readOnly) out.push("--handler：只读资源没有动作可处理");
  return out;
}
