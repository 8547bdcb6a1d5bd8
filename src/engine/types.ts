/**
 * The resource config: what an integrator writes, one file per entity under
 * src/resources/. Plain data (no JSX): the engine turns it into routes, menu entries,
 * refine resources, list / form / detail screens, API calls and the demo API.
 */

/** Every field type the engine knows; each is one module in src/engine/fields/. */
export type FieldTypeName =
  | "text"
  | "textarea"
  | "password"
  | "number"
  | "integer"
  | "money"
  | "percent"
  | "enum"
  | "flag"
  | "date"
  | "datetime"
  | "image"
  | "images"
  | "richtext"
  | "relation"
  | "region"
  | "tags"
  | "tree"
  | "list";

/** A condition on another field of the same record (or sub-record). */
export interface Condition {
  field: string;
  /** True when the other field's value is one of these. */
  in?: (string | number)[];
  /** True when the other field's value is none of these. */
  notIn?: (string | number)[];
  /** True when the other field is filled in (non-empty) / empty. */
  filled?: boolean;
  /** True when the other field (an array, e.g. a multiple select) includes this value. */
  includes?: string | number;
}

/** One value of an enum: its label and the badge colour of lists and details. */
export interface EnumOption {
  value: string | number;
  label: string;
  /** antd Badge status or any CSS colour. */
  color?: "success" | "processing" | "default" | "error" | "warning" | (string & {});
}

/** Validation, checked in the form (Chinese messages) and again by the demo API. */
export interface FieldRules {
  /** Required always, or when a condition holds. Message: 请输入/请选择{label}. */
  required?: boolean | Condition;
  /** Text: length; number/money/integer: value; images/tags/list/multiple: count. */
  min?: number;
  max?: number;
  /** A named check: mainland mobile, 18-char ID number with check digit, phone (mobile or landline). */
  pattern?: "mobile" | "idCard" | "phone" | { regex: string; message: string };
  /** Number-like: must be ≥ this other field's value (e.g. 划线价 ≥ 售价); date/datetime: not earlier than it (结束时间 ≥ 开始时间). */
  gte?: string;
  /** Number-like: must be < this other field's value. */
  lt?: string;
  /** The demo API refuses a second record with the same value (in the same scope). */
  unique?: boolean;
  /** Overrides every generated message of this field. */
  message?: string;
}

export interface ColumnOptions {
  width?: number;
  sortable?: boolean;
  /** Starts hidden in the column chooser. */
  hidden?: boolean;
  /** Fixed at the left edge. */
  fixed?: boolean;
}

export interface FieldConfig extends FieldRules {
  key: string;
  label: string;
  /** Default "text". */
  type?: FieldTypeName;
  /** List column: default true for short scalar types, false for textarea/richtext/list/images/password. */
  list?: boolean | ColumnOptions;
  /** Filter of the list: `true` = an input of the field's type; "range" for dates; default false. */
  filter?: boolean | "range";
  /** Form input: default true unless readOnly; "create" = only when creating (passwords). */
  form?: boolean | "create";
  /** Detail row: default true unless the type is password. */
  detail?: boolean;
  /** Shown but never edited (sales, created_at). */
  readOnly?: boolean;
  /** Shown (and validated) only when this holds. */
  visibleWhen?: Condition;
  /**
   * Shown but not editable in the edit form while the record (as loaded) matches, e.g. a
   * running draw's prizes. A list field locked this way cannot add or remove rows; its
   * sub-fields lock by their own `lockedWhen` (checked against the whole record too).
   */
  lockedWhen?: Condition;
  /** Initial value in the create form. */
  default?: unknown;
  placeholder?: string;
  /** A hint under the input. */
  help?: string;
  /** Text after the value, e.g. "%" or "件". */
  unit?: string;
  /** enum: the values. */
  options?: EnumOption[];
  /** tree: the nodes to check (e.g. a role's permissions); the value is the checked leaf keys. */
  treeOptions?: TreeOption[];
  /** enum / relation: several values (an array). */
  multiple?: boolean;
  /** relation: the other resource's records, searched remotely. */
  relation?: RelationConfig;
  /** list: the sub-record's fields (a nested list, e.g. express-template rules). */
  fields?: FieldConfig[];
  /** Never sent to the list column sorter etc.: masked text shown as **** until clicked. */
  secret?: boolean;
  /** text: list cells show the value masked (mobile → 138****0000); the detail shows it whole. */
  mask?: "mobile";
}

export interface TreeOption {
  value: string;
  label: string;
  children?: TreeOption[];
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
}

/** A button beyond CRUD: on each row, on the toolbar, or on the selected rows. */
export interface ActionConfig {
  key: string;
  label: string;
  /** Where it shows; default "row". */
  scope?: "row" | "toolbar" | "batch";
  /**
   * "link": opens `to` (a route pattern; `:alias` etc. come from the record / route params).
   * "call": POST {api.base}/{api} with `{ key: value }` plus `body`.
   * "toggle": flips `field` between the two values of `values` via POST {api.base}/{api}.
   */
  kind: "link" | "call" | "toggle";
  to?: string;
  api?: string;
  body?: Record<string, unknown>;
  /** toggle: the field and its [on, off] values; labels say what a click does in each state. */
  field?: string;
  values?: [string | number, string | number];
  labels?: [string, string];
  /** Asks before doing it (destructive actions). With `form`, shown above the inputs. */
  confirm?: string;
  /**
   * "call" only: inputs asked in a modal first (e.g. 拒绝 with a reason, 发行 with a count),
   * checked by their rules; their values are sent in the body.
   */
  form?: FieldConfig[];
  danger?: boolean;
  /** Shown only for records where this holds. */
  visibleWhen?: Condition;
  /** casbin act checked on the list route; default "open" (whoever may open the list). */
  act?: string;
  /** Success message; default 操作成功. */
  success?: string;
}

/** CRUD operations a resource offers (a read-only resource lists only list/detail). */
export type Operation = "list" | "create" | "edit" | "detail" | "delete" | "batchDelete";

export interface ResourceConfig {
  /** Unique name, e.g. "goods"; also the demo API's table. */
  name: string;
  /** Chinese name of one record, e.g. "商品" (新建商品, 编辑商品…). */
  label: string;
  /** The path of the section (src/resources/<section>/section.ts) it is listed under, e.g. "/goods". */
  section: string;
  menu?: {
    /** Menu title (and the list route's title); default `${label}列表`. */
    title?: string;
    /** Position among the section's menu entries, custom pages included (lower first); default 100. */
    order?: number;
    hidden?: boolean;
  };
  /** Exact spec paths; params besides the key (`:alias`) are route params of the list. */
  routes: { list: string; create?: string; edit?: string; detail?: string };
  /** Titles of the create/edit/detail routes; default 新建/编辑/{label}详情. */
  titles?: { list?: string; create?: string; edit?: string; detail?: string };
  /**
   * Route params sent to the API as fields: `{ alias: "goods_alias" }` makes
   * /goods/keys/:alias list and create keys of that goods item.
   */
  routeParams?: Record<string, string>;
  api: {
    /** e.g. "/merchant/goods/v1/goods"; calls are POST {base}/{action}. */
    base: string;
    list?: string;
    detail?: string;
    save?: string;
    del?: string;
    /** Key field; default "alias". */
    key?: string;
  };
  /** Default: all of list, create, edit, detail, delete. */
  operations?: Operation[];
  fields: FieldConfig[];
  actions?: ActionConfig[];
  defaultSort?: { field: string; order: "asc" | "desc" };
  /** Page size of the list; default 10. */
  pageSize?: number;
  /** A keyword filter over these fields (one search box). */
  keyword?: { label: string; fields: string[] };
  /**
   * Status tabs above the list (e.g. orders): 全部 plus one tab per option of the enum
   * `field`, each with its count. The list call sends the tab as a filter of `field`; the
   * list reply carries `counts` (value → number, under the other filters).
   */
  tabs?: { field: string; allLabel?: string };
  /**
   * An 导出 button on the list: creates an export job `{ type, filters }` (POST
   * /merchant/system/v1/export/create) of the list's current filters, shown with its progress
   * on /system/export/:type. The demo API writes the list's columns as CSV.
   */
  export?: { type: string };
  /** Two-level tree table: records whose `parentField` is empty are roots. */
  tree?: { parentField: string };
  /**
   * Where create and edit happen: "page" (default) on their routes; "modal" in a form over
   * the list, for lists the spec gives no create/edit routes (回收卡种, 推广商品).
   */
  form?: "page" | "modal";
}
