/** What `npm run new:resource` is told (by flags or answers), and its checks. */

export interface FieldSpec {
  key: string;
  type: string;
  label: string;
  required: boolean;
  /** enum: value/label pairs. */
  options?: { value: string | number; label: string }[];
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
}

export const FIELD_TYPES = ["text", "textarea", "number", "integer", "money", "percent", "enum", "date", "datetime", "image"];

export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * One --field flag: `key:type:label[:required][:options=1/战略,2/普通]`, e.g.
 * `name:text:供应商名称:required` or `level:enum:等级:options=1/战略,2/普通`.
 */
export function parseField(text: string): FieldSpec {
  const [key = "", type = "text", label = "", ...rest] = text.split(":");
  const field: FieldSpec = { key, type, label, required: rest.includes("required") };
  const options = rest.find((r) => r.startsWith("options="));
  if (options) {
    field.options = options.slice("options=".length).split(",").map((pair) => {
      const [value = "", optionLabel = ""] = pair.split("/");
      return { value: /^\d+$/.test(value) ? Number(value) : value, label: optionLabel };
    });
  }
  return field;
}

/** The problems of a spec, in Chinese, as a merchant-console integrator reads them. */
export function problems(spec: ResourceSpec, newSection: boolean): string[] {
  const out: string[] = [];
  if (!/^\/[a-zA-Z0-9]+$/.test(spec.section)) out.push(`分区路径无效 "${spec.section}"（如 /purchase）`);
  if (!/^[a-z][a-zA-Z0-9]*$/.test(spec.name)) out.push(`资源名必须是小驼峰英文 "${spec.name}"`);
  if (!spec.label) out.push("缺少资源的中文名（--label）");
  if (newSection && !spec.sectionTitle) out.push(`分区 ${spec.section} 还不存在：请给出 --section-title（菜单标题）`);
  if (spec.role && !["admin", "*"].includes(spec.role)) out.push(`--role 只能是 admin 或 *`);
  if (spec.fields.length === 0) out.push("至少需要一个字段（--field key:type:标题）");
  for (const f of spec.fields) {
    if (!/^[a-z_][a-z0-9_]*$/.test(f.key)) out.push(`字段 key 无效 "${f.key}"`);
    if (!FIELD_TYPES.includes(f.type)) out.push(`字段 ${f.key} 的类型 "${f.type}" 不可用：${FIELD_TYPES.join(", ")}`);
    if (!f.label) out.push(`字段 ${f.key} 缺少标题`);
    if (f.type === "enum" && !f.options?.length) out.push(`字段 ${f.key} 是 enum：请给出 options=值/标题,值/标题`);
  }
  return out;
}
