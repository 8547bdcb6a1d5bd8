import { keyOf } from "../engine/registry";
import type { FieldConfig, ResourceConfig } from "../engine/types";
import { isEmpty, typeOf } from "../engine/validation";
import type { AuditRecordRef, Db } from "./types";

/**
 * What a write changed, as 操作日志 says it (audit-log.ts): each config field whose stored value
 * differs, by its label, old → new, in the words the screens use (an option's label, a related
 * record's name, ¥ for money). Secrets and passwords are never shown (已修改), long text is cut,
 * pictures and nested rows are counted. Nothing here reads a store: a related record's label
 * comes from the Describe (audit-log.ts reads the records a call's writes relate to through its
 * repository first, the demo's seed from its Db).
 */

type Row = Readonly<Record<string, unknown>>;

const LONG = 30;
/** Fields a create lists before "等N项" (a create's summary says what it was made with). */
const CREATE_FIELDS = 6;
const EMPTY = "空";
const HIDDEN = "已修改";

const cut = (text: string, max = LONG): string => (text.length > max ? `${text.slice(0, max)}…` : text);
const plain = (html: string): string => html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();

/** A field whose value is never shown: passwords and secrets (card secrets). */
export const isSecret = (f: FieldConfig): boolean => typeOf(f) === "password" || f.secret === true;

/** The rows a resource's records live in: its hand-written table (role, employee, address) or `records`. */
export function rowsOf(db: Db, resource: string): Row[] {
  const fixed = (db as unknown as Record<string, unknown>)[resource];
  if (Array.isArray(fixed) && resource !== "records") return fixed as Row[];
  return db.records[resource] ?? [];
}

/** The field a relation's values are of in the related records (its valueField, else the target's key), or null: no relation to a config. */
export function relationValueField(f: FieldConfig, configs: ReadonlyMap<string, ResourceConfig>): string | null {
  const rel = f.relation;
  const target = rel && configs.get(rel.resource);
  return rel && target ? (rel.valueField ?? keyOf(target)) : null;
}

/** Whether `row` is the related record `value` names by `by` (a record without that field: by its alias). */
export const isRelated = (row: Row, by: string, value: unknown): boolean => String(row[by] ?? row.alias) === String(value);

/** The record a related value names, labelled as its relation says (the role's name, not its alias). */
function relatedLabel(f: FieldConfig, value: unknown, d: Describe): string {
  const row = f.relation && d.related(f, value);
  return row ? String(row[f.relation?.labelField ?? ""] ?? value) : String(value);
}

/** One value as the screens show it (never a secret). */
export function shown(f: FieldConfig, value: unknown, d: Describe): string {
  if (isEmpty(value)) return EMPTY;
  const type = typeOf(f);
  const values = Array.isArray(value) ? value : [value];
  if (type === "enum" || type === "flag") {
    const options = f.options ?? (type === "flag" ? [{ value: 1, label: "是" }, { value: 2, label: "否" }] : []);
    return values.map((v) => options.find((o) => String(o.value) === String(v))?.label ?? String(v)).join("、");
  }
  if (type === "relation") return values.map((v) => relatedLabel(f, v, d)).join("、");
  if (type === "money") return values.map((v) => (Number.isFinite(Number(v)) ? `¥${Number(v).toFixed(2)}` : String(v))).join("、");
  if (type === "list" || type === "tree") return `${values.length}项`;
  if (type === "images") return `${values.length}张图片`;
  if (type === "image") return "图片";
  if (type === "region") return values.map(String).join(" / ");
  if (type === "richtext") return cut(plain(String(value)));
  if (values.some((v) => typeof v === "object" && v !== null)) return `${values.length}项`;
  return cut(values.map(String).join("、"));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || (isEmpty(a) && isEmpty(b));

/** A tree's or a multiple select's change: what was added and what was taken off, each named. */
function setChange(f: FieldConfig, before: unknown, after: unknown, name: (v: unknown) => string): string | null {
  if (!(typeOf(f) === "tree" || f.multiple) || !Array.isArray(before ?? []) || !Array.isArray(after ?? [])) return null;
  const was = new Set(((before ?? []) as unknown[]).map(String));
  const now = new Set(((after ?? []) as unknown[]).map(String));
  const added = [...now].filter((v) => !was.has(v)).map(name);
  const removed = [...was].filter((v) => !now.has(v)).map(name);
  const part = (word: string, list: string[]) => (list.length ? `${word} ${cut(list.join("、"), 60)}` : "");
  return [part("新增", added), part("移除", removed)].filter(Boolean).join("，");
}

export interface Describe {
  configs: ReadonlyMap<string, ResourceConfig>;
  /** A tree value's name (a grant key's page and action: 会员列表·查看); default the value. */
  treeLabel?(value: string): string;
  /** The record of the shop a relation field's value names (undefined: none known, the value is shown). */
  related(f: FieldConfig, value: unknown): Row | undefined;
}

/** A Describe over a Db's rows (the demo's seed, which writes its history before any call). */
export function describeFromDb(db: Db, configs: ReadonlyMap<string, ResourceConfig>, treeLabel?: (value: string) => string): Describe {
  return {
    configs,
    ...(treeLabel ? { treeLabel } : {}),
    related(f, value) {
      const by = relationValueField(f, configs);
      return by === null || !f.relation ? undefined : rowsOf(db, f.relation.resource).find((r) => isRelated(r, by, value));
    },
  };
}

/**
 * What a resource stores and its steps change that is no field of its config, named by the log
 * all the same: an order's 快递公司 and 运单号 (发货 and 批量发货 set them; the order's screens show
 * them in a block of their own) and its 关闭原因. A config that declares one of these keys is read
 * by its own field instead.
 */
const STEP_FIELDS: Readonly<Record<string, readonly FieldConfig[]>> = {
  order: [{ key: "express_company", label: "快递公司" }, { key: "express_no", label: "运单号" }, { key: "close_reason", label: "关闭原因" }],
};

/** The fields the log compares of a resource's records: its config's, then the steps' own (STEP_FIELDS). */
function loggedFields(config: ResourceConfig): readonly FieldConfig[] {
  const more = (STEP_FIELDS[config.name] ?? []).filter((f) => !config.fields.some((c) => c.key === f.key));
  return more.length ? [...config.fields, ...more] : config.fields;
}

/** The changes from `before` to `after` of the config's fields (and its steps': STEP_FIELDS): "详细地址：A → B". */
export function changes(config: ResourceConfig, before: Row, after: Row, d: Describe): string[] {
  const out: string[] = [];
  for (const f of loggedFields(config)) {
    if (!(f.key in before) && !(f.key in after)) continue;
    const [was, is] = [before[f.key], after[f.key]];
    if (same(was, is)) continue;
    if (isSecret(f)) {
      out.push(`${f.label}：${HIDDEN}`);
      continue;
    }
    const set = setChange(f, was, is, (v) => (d.treeLabel && typeOf(f) === "tree" ? d.treeLabel(String(v)) : shown(f, v, d)));
    out.push(`${f.label}：${set ?? `${shown(f, was, d)} → ${shown(f, is, d)}`}`);
  }
  return out;
}

/** A new record's filled fields: "联系人：张三；手机号：…" (the first few, then 等N项). */
export function created(config: ResourceConfig, row: Row, d: Describe): string[] {
  const filled = config.fields.filter((f) => !f.readOnly && f.key in row && !isEmpty(row[f.key]));
  const lines = filled.slice(0, CREATE_FIELDS).map((f) => `${f.label}：${isSecret(f) ? "已设置" : shown(f, row[f.key], d)}`);
  if (filled.length > CREATE_FIELDS) lines.push(`等${filled.length}项`);
  return lines;
}

/** What a record is called in the log: its key when it is not an alias (an order number), else its first text field. */
export function recordRef(config: ResourceConfig | undefined, row: Row): AuditRecordRef {
  const alias = String(row.alias ?? "");
  if (!config) return { resource: "", alias, label: alias };
  const key = keyOf(config);
  const id = String(row[key] ?? alias);
  const title = config.fields.find((f) => f.mobile === "title") ?? config.fields.find((f) => typeOf(f) === "text" && !isSecret(f) && !isEmpty(row[f.key]));
  const label = key !== "alias" ? id : title && !isEmpty(row[title.key]) ? cut(String(row[title.key])) : id;
  return { resource: config.label, alias: id, label };
}
