import { actionAct } from "../engine/page-actions";
import { keyOf } from "../engine/registry";
import { fromValues, statusLabel, transitionField } from "../engine/transitions";
import type { ActionConfig, FieldConfig, ResourceConfig, Transition } from "../engine/types";
import { isEmpty, isVisible } from "../engine/validation";
import type { ActionCtx } from "./crud";
import { RefusedAfterWrites } from "./faults";
import { patchNoted } from "./noted-patch";
import type { ResourceActionCtx, ResourceExtension } from "./resource-extension";
import { fieldRulesError, isId, normalize, type Rec } from "./resource-input";
import { conflict, failWith, invalid, notFound, ok } from "./respond";
import type { ShopCtx } from "./route";
import type { ResourceRow } from "./types";
import { now } from "./util";

/**
 * The config's transitions (call actions with a `transition`, decision 0119), served from the
 * config alone: POST {api.base}/{api} with `{ <key>: id }`, or `{ aliases | <key>s: [ids] }` for
 * a batch action, as the console's buttons send them (engine/screens/use-run-action.ts).
 *
 * - every record named is read locked (the call repository's `get` forUpdate), in one order
 *   (deduplicated, sorted), so two calls sharing records run one after the other and the second
 *   decides on what the first stored; one not in the shop: `${label}不存在` (404);
 * - a record whose status is not one of `from`: 409 naming it, `该采购单已审核，不能提交审核`
 *   (a batch: `所选采购单中有已审核的，不能批量提交`). A batch moves all its records or none:
 *   the merchant chose them together, and a partial move would leave them to find which moved;
 * - the transition's `check` of each record as stored (a string: 422), then the action's `form`
 *   inputs checked as a form checks them (shape and rules; relations as a save's);
 * - the move: the status field to `to`, `set` ($now, $user, $userAlias or a value) and the
 *   inputs that are fields of the record, one patch per record, each noted for the 操作日志;
 * - the resource extensions' `after[action key]` (else `after[its act]`) with each record as
 *   moved, in the same transaction: a string refuses the call (422) and undoes every write;
 * - the answer: the record (a batch: the records) as detail shows it.
 *
 * A call shared by several actions (发放 and 批量发放; 通过 and 拒绝 told apart by their `body`)
 * is the one whose scope and fixed body the request carries. An extension's action of the same
 * name replaces the generated one (as for toggles).
 */

type Run = (ctx: ActionCtx<ResourceRow>) => Promise<Response>;
type Moving = Extract<ActionConfig, { kind: "call" }> & { transition: Transition };

const isMoving = (a: ActionConfig): a is Moving => a.kind === "call" && a.transition !== undefined && Boolean(a.api);

/** What the generated calls give the runner: the context an `after` gets, and the save's relation check. */
export interface TransitionSupport {
  /** The context of an extension's own action (prepare, insertRecord …): what `after` gets. */
  actionCtx(ctx: ActionCtx<ResourceRow>): ResourceActionCtx;
  /** Relation values of `record` that name no record: `${label}不存在` (the save's check). */
  relationError(ctx: ShopCtx, fields: FieldConfig[], record: Rec): Promise<string | null>;
}

/** The generated handlers of a config's transitions, by call (its `api`). */
export function transitionActions(config: ResourceConfig, extensions: ResourceExtension[], support: TransitionSupport): Record<string, Run> {
  const byApi = new Map<string, Moving[]>();
  for (const a of (config.actions ?? []).filter(isMoving)) byApi.set(a.api, [...(byApi.get(a.api) ?? []), a]);
  const out: Record<string, Run> = {};
  for (const [api, actions] of byApi) out[api] = (ctx) => runTransition(config, actions, extensions, support, ctx);
  return out;
}

/** The action a request is: of its scope (a batch sends a list), whose fixed `body` it carries. */
function chosen(actions: Moving[], body: Rec, batch: boolean): Moving | undefined {
  const ofScope = actions.filter((a) => (a.scope === "batch") === batch);
  const carries = (a: Moving) => Object.entries(a.body ?? {}).every(([k, v]) => String(body[k]) === String(v));
  return (ofScope.length ? ofScope : actions).find(carries);
}

/** The action's form inputs as a form checks them, or the first problem. */
function formInput(fields: FieldConfig[], body: Rec): Rec | string {
  const record: Rec = {};
  for (const f of fields) record[f.key] = f.key in body ? normalize(f, body[f.key]) : (f.default ?? null);
  for (const f of fields) if (!isVisible(f, record)) record[f.key] = null;
  return fieldRulesError(fields, record, "create") ?? record;
}

/** A `set` value as stored: the clock's instant, the session's name or account alias, or the value. */
function setValue(value: unknown, ctx: ShopCtx, instant: string): unknown {
  if (value === "$now") return instant;
  if (value === "$user") return ctx.staff ? ctx.staff.name : ctx.user.nickname;
  if (value === "$userAlias") return ctx.staff ? ctx.staff.alias : ctx.user.alias;
  return value;
}

async function runTransition(config: ResourceConfig, actions: Moving[], extensions: ResourceExtension[], support: TransitionSupport, ctx: ActionCtx<ResourceRow>): Promise<Response> {
  const key = keyOf(config);
  const many = key === "alias" ? "aliases" : `${key}s`;
  const listed = ctx.body[many];
  const batch = Array.isArray(listed);
  const action = chosen(actions, ctx.body, batch);
  if (!action) return failWith(invalid(`${config.label}的操作不正确`));
  const t = action.transition;
  const fieldKey = transitionField(config, t) ?? "status";
  const field = config.fields.find((f) => f.key === fieldKey);

  const ids: unknown[] = batch ? listed : [isEmpty(ctx.body[key]) ? ctx.body.alias : ctx.body[key]];
  const named = [...new Set(ids.map((id) => (isId(id) ? String(id) : "")))].sort();
  const rows: ResourceRow[] = [];
  for (const id of named) {
    const row = id === "" ? undefined : await ctx.load(id);
    if (!row) return failWith(notFound(`${config.label}不存在`));
    rows.push(row);
  }
  if (rows.length === 0) return failWith(notFound(`${config.label}不存在`));

  const from = fromValues(t).map(String);
  const stuck = rows.find((r) => !from.includes(String(r[fieldKey])));
  if (stuck) {
    const status = statusLabel(field, stuck[fieldKey]);
    return failWith(conflict(batch ? `所选${config.label}中有${status}的，不能${action.label}` : `该${config.label}${status}，不能${action.label}`));
  }
  for (const row of rows) {
    const refused = t.check?.(row);
    if (refused) return failWith(invalid(refused));
  }
  const form = action.form ?? [];
  const input = formInput(form, ctx.body);
  if (typeof input === "string") return failWith(invalid(input));
  const related = await support.relationError(ctx, form, input);
  if (related) return failWith(invalid(related));

  const instant = now();
  const stored = new Set(config.fields.map((f) => f.key));
  const changes: Rec = {};
  // the inputs that are fields of the record are stored; the others reach `after` in ctx.body
  for (const f of form) if (stored.has(f.key)) changes[f.key] = input[f.key];
  for (const [k, v] of Object.entries(t.set ?? {})) changes[k] = setValue(v, ctx, instant);
  changes[fieldKey] = t.to;
  const moved: ResourceRow[] = [];
  for (const row of rows) moved.push(await patchNoted(ctx, config.name, row, changes));

  const afters = extensions.flatMap((e) => {
    const run = e.after?.[action.key] ?? e.after?.[actionAct(action) ?? action.key];
    return run ? [run] : [];
  });
  if (afters.length) {
    const actionCtx = support.actionCtx(ctx);
    for (const row of moved) {
      for (const after of afters) {
        const refused = await after(row, actionCtx);
        // thrown: the call's transaction undoes the move and whatever `after` wrote before refusing
        if (typeof refused === "string" && refused) throw new RefusedAfterWrites(invalid(refused));
      }
    }
  }
  const shown = await ctx.presenter(moved);
  const [first] = moved;
  return ok(batch || !first ? moved.map(shown) : shown(first), action.success ?? "ok");
}
