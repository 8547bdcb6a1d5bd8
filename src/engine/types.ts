/**
 * The resource config: what an integrator writes, one file per entity under
 * src/resources/, as `export default defineResource({...})`. Plain data (no JSX): the engine
 * turns it into routes, menu entries, refine resources, list / form / detail screens, API
 * calls and the demo API. The field union and its parts live in ./field-config.ts.
 */
import type { Condition, FieldConfig, Refusal } from "./field-config";

export type {
  ColumnOptions, ComputeRule, Condition, Refusal, EnumOption, FieldConfig, FieldRules, FieldTypeName, MobileFieldHint, Pattern, RelationConfig, TreeOption,
} from "./field-config";

/** A record as the API sends and takes it: field key → value. */
export type Rec = Record<string, unknown>;

/** What every action has, whatever its kind. */
interface ActionBase<K extends string> {
  key: string;
  label: string;
  /** Where it shows; default "row". */
  scope?: "row" | "toolbar" | "batch";
  /** Asks before doing it (destructive actions). With `form`, shown above the inputs. */
  confirm?: string;
  danger?: boolean;
  /** Shown only for records where this holds. */
  visibleWhen?: Condition<K>;
  /**
   * The grant it needs on its page (角色 权限, policy.csv's action): default its `key` (a link:
   * none, the route it opens decides). Two buttons that do the same thing share one (批量发放
   * is `act: "send"`, like 发放).
   */
  act?: string;
  /** Success message; default 操作成功. */
  success?: string;
}

/**
 * A status change a `call` action makes, run by the generated API with no handler (issue 50):
 * POST {api.base}/{api} `{ key }` moves a record whose `field` (default: the config's `tabs`
 * field) is one of `from` to `to`, with the action's grant; from any other status it is refused
 * naming the status it is in (该采购单已审核，不能提交审核). The list's row button shows only
 * for records in `from` (no `visibleWhen` needed); the 操作日志 records it; the contract and
 * the 权限 tree list it. A change to another resource on the way (入库 adding stock) is the
 * section's own handler: `after` of a ResourceExtension in the section's folder.
 * @example transition: { from: "pending", to: "approved", set: { approved_by: "$user", approved_at: "$now" } }
 */
export interface Transition<K extends string = string> {
  /** The status field; default the config's `tabs.field`. */
  field?: K;
  from: string | number | (string | number)[];
  to: string | number;
  /**
   * Fields set on the way: a value, or "$now" (the clock's instant), "$user" (the session's
   * name), "$userAlias" (its account alias). An action's `form` inputs are stored under their keys too.
   */
  set?: Partial<Record<K, unknown>>;
  /** A pure check of the record as stored (locked) before it moves: a Chinese refusal (422), or null to go on. */
  check?: (row: Readonly<Rec>) => string | null;
}

interface ActionSettings {
  to?: string;
  api?: string;
  body?: Record<string, unknown>;
  form?: FieldConfig[];
  field?: string;
  values?: [string | number, string | number];
  labels?: [string, string];
  saveAndSwitch?: string;
  transition?: Transition;
}
type ActionOf<K extends string, Own> = Omit<ActionBase<K>, keyof Own> & Own & { [P in Exclude<keyof ActionSettings, keyof Own>]?: undefined };

/**
 * A button beyond CRUD: on each row, on the toolbar, or on the selected rows.
 * - "link" opens `to` (a route pattern; `:alias` etc. come from the record / route params);
 * - "call" POSTs {api.base}/{api} with `{ key: value }` plus `body`, after asking the
 *   inputs of `form` in a modal when given (拒绝 with a reason, 发行 with a count); on a REST
 *   resource it POSTs {rest.url}/{id}/{api} (a toolbar call {rest.url}/{api});
 * - "toggle" flips `field` between the two `values` via POST {api.base}/{api}; `labels`
 *   say what a click does in each state, and so does `confirm`, a pair in the same order
 *   (`{key}` is that field of the record: "确定下架「{name}」吗？"), so the question names
 *   the state it switches to. On a REST resource: PATCH {rest.url}/{id} `{ field }`.
 *   `saveAndSwitch` (e.g. "保存并上架") adds a button to the create and edit forms: it saves,
 *   then switches the record on (`values[0]`) by the same call, for a record not on already.
 */
export type ActionConfig<K extends string = string> =
  | ActionOf<K, { kind: "link"; to: string }>
  | ActionOf<K, { kind: "call"; api: string; body?: Record<string, unknown>; form?: FieldConfig[]; transition?: Transition<K> }>
  | ActionOf<K, {
      kind: "toggle"; api: string; field: K; values: [string | number, string | number]; labels: [string, string];
      confirm?: [string, string]; saveAndSwitch?: string;
    }>;

/** The provider API (domain.md): every call `POST {base}/{action}` in the `{code,msg,data}` envelope. */
export interface ProviderApiConfig {
  /** e.g. "/merchant/goods/v1/goods"; calls are POST {base}/{action}. */
  base: string;
  list?: string;
  detail?: string;
  save?: string;
  del?: string;
  /** Key field; default "alias". */
  key?: string;
  rest?: undefined;
}

/**
 * A plain REST service (json-server style), served through @refinedev/simple-rest as refine's
 * "rest" data provider: GET {url}?_start&_end&_sort&_order (total in `x-total-count`),
 * GET/PATCH/DELETE {url}/{id}, POST {url}. `url` is absolute (`https://…/suppliers`) or a path
 * (`/rest/suppliers`) on VITE_REST_BASE_URL (default: the console's own origin).
 */
export interface RestApiConfig {
  rest: { url: string; /** Key field; default "id". */ id?: string };
  base?: undefined;
  list?: undefined;
  detail?: undefined;
  save?: undefined;
  del?: undefined;
  key?: undefined;
}

/** CRUD operations a resource offers (a read-only resource lists only list/detail). */
export type Operation = "list" | "create" | "edit" | "detail" | "delete" | "batchDelete";

/**
 * One resource. `K` is the union of its field keys: wherever the config names a field
 * (tabs, keyword, defaultSort, a toggle's field, visibleWhen…) it must be one of them.
 */
export interface ResourceConfig<K extends string = string> {
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
  /**
   * The record its route belongs to, named in the screens' titles (卡密管理 · 星河藏品·001):
   * `field` is the route field holding the parent's key (a value of `routeParams`), `labelField`
   * the parent's field shown.
   */
  parent?: { resource: string; field: string; labelField: string };
  /**
   * Where its records live: the provider API (`{ base }`, POST {base}/{action}, keyed by
   * alias) or a plain REST service (`{ rest: { url } }`, decision 0018).
   */
  api: ProviderApiConfig | RestApiConfig;
  /** Default: all of list, create, edit, detail, delete. */
  operations?: Operation[];
  /**
   * Records the server does not delete, and why (a running coupon, a sold card key): their
   * 删除 is disabled with `reason` as its tooltip and they cannot be picked for 批量删除; the
   * demo API refuses such a delete (409 `reason`). Matched against the record as listed, so a
   * status computed from dates counts.
   */
  deleteRefusedWhen?: Refusal<NoInfer<K>>;
  /**
   * What the signed-in person may not do to a record, as the API works it out for them (an
   * employee may not edit someone with more grants): the API's list and detail send `field` on
   * every record, `{ [act]: reason }` (an act missing: allowed), and `acts` are the buttons it
   * may refuse: "edit", "delete", a row action's key. Such a button is disabled with the reason
   * as its tooltip, 批量删除 leaves the row out, and the edit screen opened by its URL shows the
   * reason and saves nothing. The API refuses the call with the same reason; the screens only
   * mirror it (decision 0051).
   * @example refusedBy: { field: "refused", acts: ["edit", "delete"] }
   */
  refusedBy?: { field: string; acts: string[] };
  fields: FieldConfig<K>[];
  actions?: ActionConfig<NoInfer<K>>[];
  defaultSort?: { field: NoInfer<K>; order: "asc" | "desc" };
  /** Page size of the list; default 10. */
  pageSize?: number;
  /** A keyword filter over these fields (one search box). */
  keyword?: { label: string; fields: NoInfer<K>[] };
  /**
   * Status tabs above the list (e.g. orders): 全部 plus one tab per option of the enum
   * `field`, each with its count. The list call sends the tab as a filter of `field`; the
   * list reply carries `counts` (value → number, under the other filters).
   */
  tabs?: { field: NoInfer<K>; allLabel?: string };
  /**
   * An 导出 button on the list: creates an export job `{ type, filters }` (POST
   * /merchant/system/v1/export/create) of the list's current filters, shown with its progress
   * on /system/export/:type. The demo API writes the list's columns as CSV.
   */
  export?: { type: string };
  /** Two-level tree table: records whose `parentField` is empty are roots. */
  tree?: { parentField: NoInfer<K> };
  /**
   * Where create and edit happen: "page" (default) on their routes; "modal" in a form over
   * the list, for lists the spec gives no create/edit routes (回收卡种, 推广商品).
   */
  form?: "page" | "modal";
  /**
   * The list on a phone (below antd's md breakpoint, 768px): "cards" (default) shows a card per
   * row (title, the other list fields as label: value, the row's buttons); "table" keeps the
   * table, scrolling inside its card with the title field fixed at the left. Fields choose
   * their place with their own `mobile` ("title" / "hide").
   */
  mobile?: MobileListView;
}

/** How a list shows on a phone. */
export type MobileListView = "cards" | "table";
export const MOBILE_LIST_VIEWS: readonly MobileListView[] = ["cards", "table"];

/**
 * Declares a resource with its field keys checked by the compiler: a typo in a reference
 * (`visibleWhen: { field: "typ" }`, `tabs: { field: "stauts" }`) does not compile.
 *
 * @example
 * export default defineResource({
 *   name: "brand", label: "品牌", section: "/goods",
 *   routes: { list: "/goods/brand" }, api: { base: "/merchant/goods/v1/brand" },
 *   fields: [{ key: "name", label: "品牌名称", required: true }],
 *   keyword: { label: "品牌名称", fields: ["name"] },
 * });
 */
export function defineResource<K extends string>(config: ResourceConfig<K>): ResourceConfig {
  return config;
}
