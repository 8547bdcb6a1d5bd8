import type { HttpHandler } from "msw";
import type { Condition, ResourceConfig } from "../engine/types";
import type { ActionCtx, SaveCtx } from "./crud";
import type { KeptSum } from "./kept-sums";
import type { Failure } from "./respond";
import type { CallAct } from "./serves";
import type { ShopCtx } from "./route";
import type { OutputReach } from "./output-reach";
import type { Body, ResourceRow, ShopTable } from "./types";

/**
 * What the demo API does for a resource beyond its config (one file per resource in
 * src/api/resource-actions/). The declarative facts come first: they are demo-only
 * business rules, kept here rather than in the product config (src/resources/).
 */

/** What a custom action of a resource gets (besides the body, db, user and shop). */
export interface ResourceActionCtx extends ActionCtx<ResourceRow> {
  config: ResourceConfig;
  /**
   * Runs the save checks on `body` (as a create, or as an update of `existing`) and
   * returns the fields to store, or the refusal to send (`failWith(result)`). Its relations,
   * tree and unique checks ask the call's repository.
   */
  prepare(body: Body, existing?: ResourceRow): Promise<Record<string, unknown> | Failure>;
  /**
   * Stores a new record of this resource through the call's repository (the alias from the
   * repository, the fields in their stored form, a duplicate of a unique field thrown
   * as DuplicateRecordError: 422 `${label}已存在`); the record as stored.
   */
  insertRecord(fields: Record<string, unknown>): Promise<ResourceRow>;
  /** Removes a record of this resource through the call's repository; one already gone throws (the call's writes undone). */
  removeRecord(row: ResourceRow): Promise<void>;
}

/**
 * A toggle (a config action of kind "toggle") refused while the record matches the
 * condition, when it would set the toggle's field to `to`. Default message (409):
 * `${label}当前为“${the field's current option}”，不能${what the click does}`.
 */
export type ToggleRefusal = Condition & { action: string; to: string | number; message?: string };

/** Hand-written demo-API behaviour of one resource (a file in src/api/resource-actions/). */
export interface ResourceExtension {
  /** The config's name. */
  resource: string;
  /**
   * Served by hand-written handlers (src/api/handlers/), nothing generated from the
   * config; relations to it still resolve (to its hand-written table, e.g. db.role).
   */
  custom?: boolean;
  /** A custom resource's rows: the fixed table of the db they live in, when not the resource's name (操作日志: audit_log). */
  table?: ShopTable;
  /** Refusals of the config's toggles (resource-toggles.ts). */
  refuseToggleWhen?: ToggleRefusal[];
  /**
   * Actions on the resource's `api.base`, e.g. `{ end: (ctx) => ... }` for
   * POST {base}/end. Served before the generated ones, so `save` here replaces the
   * generated save (e.g. a bulk create) and a name of a config toggle's `api` its
   * generic toggle.
   */
  actions?: Record<string, (ctx: ResourceActionCtx) => Response | Promise<Response>>;
  /**
   * The grant each of `actions` needs on the resource's page (serves.ts Act; null: a read such
   * as a detail), when the config names none: by default the config action whose `api` it is,
   * else its own name (`ship` needs the page's `ship`, declared by the custom screen that sends it).
   */
  acts?: Record<string, CallAct | null>;
  /**
   * List filters by request key beyond equality: a test of the row (e.g. `goods_name` within an
   * order's items), or "part": the stored field holds the wanted text (trimmed) as a part, which
   * the server's SQL list answers too (a test is answered from the rows read whole).
   */
  filters?: Record<string, ((row: ResourceRow, wanted: unknown) => boolean) | "part">;
  /**
   * Computed fields merged into list/detail output (e.g. `goods_count`), for a page of records at
   * once: what they relate to is read first, one query per relation for the whole page, through
   * `reach` (output-reach.ts: the call's repository and the store's kept sums, never the Db), then
   * each record's fields are computed from it. tests/api/related-rows.test.ts holds every output to
   * asking by the page's values, never a table whole.
   */
  output?(rows: readonly ResourceRow[], reach: OutputReach): Promise<(row: ResourceRow) => Record<string, unknown>>;
  /**
   * The keys `output` sets. With it, the server answers the resource's list in SQL when the
   * query filters, searches and sorts stored fields only (decision 0053); without it a resource
   * with an `output` is listed from its rows read whole (correct, slower). tests/api/computes
   * checks it against the output of every seeded row.
   */
  computes?: readonly string[];
  /**
   * The sums `output` reads through keptByValue (output-reach.ts): the server's database keeps each
   * (a trigger on the summed table), so a page of goods reads 20 items' 销量, not their orders
   * (decision 0066). A kept sum asked for and not declared is an error on the server.
   */
  keeps?: readonly KeptSum[];
  /** One more check of a save, after the generated ones (string → 422); it may ask the call's repository (a promise). */
  validate?(record: Record<string, unknown>, ctx: SaveCtx<ResourceRow>): Failure | string | null | Promise<Failure | string | null>;
  /** Runs after a generated save (awaited: it may write through ctx.repo, as 礼品卡's first batch); `before`: the record as it was (an update). */
  afterSave?(row: ResourceRow, ctx: ShopCtx, before?: ResourceRow): void | Promise<void>;
  /** One more refusal of a delete (string → 409), beyond the config's `deleteRefusedWhen`: what the list cannot see. */
  beforeDelete?(row: ResourceRow, ctx: ShopCtx): Failure | string | null;
  /** Runs after a generated delete, in its transaction, with the rows deleted. */
  afterDelete?(rows: ResourceRow[], ctx: ShopCtx): Promise<void>;
  /**
   * Runs after a config `transition` (issue 50) moved a record, in the same transaction, keyed by
   * the action's key: what the move does to other resources (入库 adds the 采购单's 数量 to its
   * goods' stock, through ctx.repo). `row` is the record as moved; a string refuses the call
   * (422) and undoes the move.
   */
  after?: Record<string, (row: ResourceRow, ctx: ResourceActionCtx) => string | null | void | Promise<string | null | void>>;
  /** Any other handlers (other paths); served first. */
  handlers?: HttpHandler[];
}
