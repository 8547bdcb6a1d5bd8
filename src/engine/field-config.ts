/**
 * A resource's fields, as an integrator declares them: a union on `type`, so each type takes
 * only its own settings (an enum needs `options`, a money field takes no `relation`). `K` is
 * the union of the resource's field keys (defineResource infers it): a field's references to
 * another field (visibleWhen, required when, gte, lt, lockedWhen) must name one of them.
 */

import type { CustomFieldTypeName, FieldTypes } from "./field-types";
import type { OptionColor } from "./option-colors";

/** Every field type a config may name: the engine's and the app's (src/engine/field-types.ts). */
export type FieldTypeName = keyof FieldTypes & string;

/** A condition on another field of the same record (or sub-record). */
export interface Condition<K extends string = string> {
  field: K;
  /** True when the other field's value is one of these. */
  in?: (string | number)[];
  /** True when the other field's value is none of these. */
  notIn?: (string | number)[];
  /** True when the other field is filled in (non-empty) / empty. */
  filled?: boolean;
  /** True when the other field (an array, e.g. a multiple select) includes this value. */
  includes?: string | number;
}

/** How a computed field is worked out: a function (stored), or one worked out on each read. */
export type ComputeRule = ((row: Readonly<Record<string, unknown>>) => unknown) | { value: (row: Readonly<Record<string, unknown>>) => unknown; stored: boolean };

/** A condition under which the server refuses something, and the reason it gives (Chinese, shown as is). */
export type Refusal<K extends string = string> = Condition<K> & { reason: string };

/** A hint shown while `when` holds (a field's `help` may list several). */
export interface ConditionalHelp<K extends string = string> {
  text: string;
  when?: Condition<K>;
}

/** One value of an enum: its label and the badge colour of lists and details. */
export interface EnumOption {
  value: string | number;
  label: string;
  /**
   * An antd Badge status (success, processing, default, error, warning), a preset colour
   * (blue, cyan…) or a hex colour. A field with a status among its options draws every
   * option as a dot (a status); otherwise coloured options are tags (a kind, e.g. 商品类型).
   */
  color?: OptionColor;
  /**
   * How a record with this value reads in lists and details, when the label is a kind whose
   * value is in other fields ("领取后N天"): a template, `{key}` that field's value, a line break
   * a new line ("领取后{valid_days}天内有效", "{start_at} 至\n{end_at}"). The form keeps the label.
   */
  shows?: string;
}

export interface ColumnOptions {
  /** The column's width in px, exactly; default: from the field's type (fields/column-width.ts). */
  width?: number;
  sortable?: boolean;
  /** Starts hidden in the column chooser. */
  hidden?: boolean;
  /** Fixed at the left edge. */
  fixed?: boolean;
  /**
   * Shown in another column's cell, under its value, not as a column of its own: what the shop
   * will do to an order said under its status ("23 分钟后自动关闭"), as a shop platform's list
   * does. The key of a field of the same record.
   */
  under?: string;
}

/**
 * A node of a tree field. Only leaves are values; a branch checks or unchecks its leaves (a
 * section's checkbox is its 全选).
 */
export interface TreeOption {
  value: string;
  label: string;
  children?: TreeOption[];
  /**
   * A leaf that needs another leaf checked (an action needs its page's 查看): checking this
   * checks that one, unchecking that one unchecks this.
   */
  requires?: string;
  /** The person editing may not change it (checked or not, it stays as it is); `hint` says why. */
  disabled?: boolean;
  /** Shown as the node's tooltip (why it is disabled). */
  hint?: string;
  /**
   * A branch whose leaves, all checked, are stored as this one value, which stands for them all
   * and for those added later (a role's section `/purchase/*`, decision 0121).
   */
  whole?: string;
  /**
   * A top-level leaf standing for every option, now and later (a role's 全部权限 `*`): drawn as
   * one switch above the tree; on, it is the value alone and the tree shows all checked, disabled.
   */
  all?: boolean;
}

export interface RelationConfig {
  /** Name of the other resource (its config gives the API). */
  resource: string;
  /** Field of the other record shown as the option label. */
  labelField: string;
  /** Field sent as the value; default the other resource's key. */
  valueField?: string;
  /** Extra list parameters, e.g. `{ parent_alias: "" }` for top-level categories. */
  params?: Record<string, unknown>;
  /** Field of this record holding the label to show without a lookup (e.g. category_name). */
  displayField?: string;
  /**
   * Searched through this list call instead of the resource's own (same list request and
   * reply shape), e.g. "/collection/v1/query/list" for the shop's 数字藏品.
   */
  listPath?: string;
  /**
   * Fields of the related records each option shows after its label, as their lists show them
   * (限时折扣's goods: 售价 and 库存), so the pick is made knowing them; the lookup answers them too.
   */
  shows?: string[];
  /** A tag an option carries while its record matches (下架 goods: 已下架), picked knowingly all the same. */
  tags?: (Condition & { tag: string })[];
}

/** Where a list field goes on a phone: the card's title / fixed column, or nowhere. */
export type MobileFieldHint = "title" | "hide";
export const MOBILE_FIELD_HINTS: readonly MobileFieldHint[] = ["title", "hide"];

/** A named check: mainland mobile, 18-char ID number with check digit, phone (mobile or landline). */
export type Pattern = "mobile" | "idCard" | "phone" | { regex: string; message: string };

/** What every field has, whatever its type. */
interface FieldBase<K extends string> {
  key: K;
  label: string;
  /** List column: default true for short scalar types, false for textarea/richtext/list/images/password. */
  list?: boolean | ColumnOptions;
  /**
   * The list on a phone (below 768px; the resource's `mobile` says cards or table):
   * "title" = the card's title, or the table's column fixed at the left (at most one field;
   * default the first list column); "hide" = left off the card and the phone's table (still in
   * the detail and the desktop's list). Only for fields the list shows.
   */
  mobile?: MobileFieldHint;
  /** Filter of the list: `true` = an input of the field's type; "range" for dates; default false. */
  filter?: boolean | "range";
  /** Form input: default true unless readOnly; "create" = only when creating (passwords). */
  form?: boolean | "create";
  /**
   * Detail row: default true unless the type is password. "heading": the detail's title, above
   * the rows (a notice's 标题); "body": read across the whole width under the rows, without a
   * cell (a notice's rich-text 内容).
   */
  detail?: boolean | "heading" | "body";
  /**
   * Shown but never edited (sales, created_at). The API refuses a save that changes it, naming
   * its label (issue 50: never dropped in silence).
   */
  readOnly?: boolean;
  /**
   * Worked out from the record's other fields, never typed (采购单's 金额 = 数量 × 单价): read-only
   * in the form, shown as the form fills in, and written by the API on every save. A function
   * is stored (a column: sorted, filtered, exported as any other); `{ value, stored: false }`
   * is worked out on each read instead. Pure: the record in, the value out (money in yuan,
   * exact to the cent).
   * @example compute: (row) => Number(row.quantity) * Number(row.price)
   */
  compute?: ComputeRule;
  /**
   * text: a number the API gives each new record, unique in the shop, from a pattern:
   * `{yyyyMMdd}` (or any of yyyy, MM, dd, HH, mm) the day in the shop's zone, `{0000}` a counter
   * of that many digits, per shop, counting on from the last one (never reused, even after a
   * delete). Read-only: never typed, never changed by a save.
   * @example sequence: "PO{yyyyMMdd}{0000}"  // PO202612070001
   */
  sequence?: string;
  /** Shown (and validated) only when this holds. */
  visibleWhen?: Condition<NoInfer<K>>;
  /**
   * Shown but not editable in the edit form while the record (as loaded) matches, e.g. a
   * running draw's prizes. A list field locked this way cannot add or remove rows; its
   * sub-fields lock by their own `lockedWhen` (checked against the whole record too).
   */
  lockedWhen?: Condition<string>;
  /** Initial value in the create form. */
  default?: unknown;
  placeholder?: string;
  /**
   * A hint under the input: always, or only while a condition holds, like `visibleWhen`
   * (the first entry whose `when` holds; an entry without `when` is the fallback).
   */
  help?: string | ConditionalHelp<NoInfer<K>>[];
  /** Text after the value, e.g. "%" or "件". */
  unit?: string;
  /** Required always, or when a condition holds. Message: 请输入/请选择{label}. */
  required?: boolean | Condition<NoInfer<K>>;
  /** The demo API refuses a second record with the same value (in the same scope). */
  unique?: boolean;
  /** Overrides every generated message of this field. */
  message?: string;
}

/** Text: length; number-like: value; images/tags/list/multiple: count. */
interface Bounds {
  min?: number;
  max?: number;
}

/** The settings one type or another takes; each member below leaves the rest undefined. */
interface TypeSettings<K extends string> extends Bounds {
  pattern?: Pattern;
  /** Number-like: ≥ this other field (划线价 ≥ 售价); date/datetime: not earlier than it. */
  gte?: NoInfer<K>;
  /** Number-like: < this other field's value. */
  lt?: NoInfer<K>;
  /**
   * date / datetime: only days from the shop's today on are valid (a campaign's end): the picker
   * greys the days before and takes none of them, typed or clicked. A stored past day (an ended
   * campaign's, locked or not) shows as it is.
   */
  future?: boolean;
  /**
   * Number-like: how 0 reads in lists and details, where 0 means no limit (每人限购 0 → 不限购);
   * the form's hint says so (0 表示不限购) unless the field has its own `help`.
   */
  zero?: string;
  /** enum (required) / flag: the values. */
  options?: EnumOption[];
  /** enum / relation: several values (an array). */
  multiple?: boolean;
  /** relation: the other resource's records, searched remotely. */
  relation?: RelationConfig;
  /**
   * tree: the nodes to check (e.g. a role's permissions); the value is the checked leaf keys.
   * `{ source: "grants" }` takes them from the app (EngineProvider's treeSources), so a role's
   * permissions follow the console's pages and actions instead of copying them.
   */
  treeOptions?: TreeOption[] | { source: string };
  /** list: the sub-record's fields (a nested list, e.g. express-template rules). */
  fields?: FieldConfig[];
  /**
   * list: how each row reads in lists and details, one line per row (an order's items:
   * "{name} ×{num}", `{key}` a sub-field's value), in place of a count or a table.
   */
  rowText?: string;
  /** text: shown as **** until clicked. */
  secret?: boolean;
  /**
   * text: a customer's mobile, shown masked (138****0000) in lists and details alike, with
   * 显示完整号码 to show it whole and copy it (MaskedMobile). Every mobile number must say
   * which (check-config.ts): `false` shows it whole (the merchant's own contacts: staff,
   * addresses, suppliers).
   */
  mask?: "mobile" | false;
  /**
   * How the value reads in lists and details. number: "discount", a rate shown in 折
   * (0.92 → 9.2折). tags: "money", each tag an amount in yuan (¥1,000), refused otherwise.
   * text: "lines", a list said in words ("敦煌飞天 ×1、新人券 ×2"), one item a line, never cut.
   */
  format?: "money" | "discount" | "lines";
  /** region: the levels to pick from, 1 省, 2 省/市, 3 省/市/区 (default). */
  levels?: 1 | 2 | 3;
  /** region: a first option standing for everywhere no other row names (a shipping rule's 全国其他地区). */
  elsewhere?: string;
}

/** A member of the union: its own settings, every other type's setting left undefined. */
type Of<K extends string, Own> = FieldBase<K> & Own & { [P in Exclude<keyof TypeSettings<K>, keyof Own>]?: undefined };
type Pick2<K extends string, P extends keyof TypeSettings<K>> = Pick<TypeSettings<K>, P>;

export type FieldConfig<K extends string = string> =
  | Of<K, { type?: "text" } & Pick2<K, "min" | "max" | "pattern" | "secret" | "mask"> & { format?: "lines" }>
  | Of<K, { type: "textarea" | "richtext" } & Bounds>
  | Of<K, { type: "password" } & Pick2<K, "min" | "max" | "pattern">>
  | Of<K, { type: "number" } & Pick2<K, "min" | "max" | "gte" | "lt" | "zero"> & { format?: "discount" }>
  | Of<K, { type: "integer" | "money" | "percent" } & Pick2<K, "min" | "max" | "gte" | "lt" | "zero">>
  | Of<K, { type: "enum"; options: EnumOption[] } & Pick2<K, "min" | "max" | "multiple">>
  | Of<K, { type: "flag" } & Pick2<K, "options">>
  | Of<K, { type: "date" | "datetime" } & Pick2<K, "gte" | "lt" | "future">>
  | Of<K, { type: "image" }>
  | Of<K, { type: "region" } & Pick2<K, "min" | "max" | "multiple" | "levels" | "elsewhere">>
  | Of<K, { type: "images" } & Bounds>
  | Of<K, { type: "tags" } & Bounds & { format?: "money" }>
  | Of<K, { type: "relation"; relation: RelationConfig } & Pick2<K, "min" | "max" | "multiple">>
  | Of<K, { type: "tree"; treeOptions: TreeOption[] | { source: string } }>
  | Of<K, { type: "list"; fields: FieldConfig[] } & Bounds & Pick2<K, "rowText">>
  // a type the app registered (src/field-types/): the settings of the engine type its value is like
  | AppTypeField<K>;

/** The settings an app type's field takes: those of the engine type FieldTypes says its value is like. */
type LikeSettings<K extends string, Like> = Like extends "text"
  ? Pick2<K, "min" | "max" | "pattern">
  : Like extends "number" | "integer" | "money" | "percent"
    ? Pick2<K, "min" | "max" | "gte" | "lt">
    : Like extends "date" | "datetime"
      ? Pick2<K, "gte" | "lt" | "future">
      : unknown;
type AppTypeField<K extends string> = { [N in CustomFieldTypeName]: Of<K, { type: N } & LikeSettings<K, FieldTypes[N]>> }[CustomFieldTypeName];

/** The rules of a field (checked in the form and again by the demo API). */
export type FieldRules = Pick<FieldConfig, "required" | "min" | "max" | "pattern" | "gte" | "lt" | "unique" | "message">;
