import { keyOf } from "../engine/registry";
import type { ActionConfig, ResourceConfig } from "../engine/types";
import { isEmpty, matches } from "../engine/validation";
import type { ActionCtx } from "./crud";
import type { ResourceExtension, ToggleRefusal } from "./resource-extension";
import { normalize } from "./resource-input";
import { conflict, failWith, invalid, notFound, ok, type Failure } from "./respond";
import type { ResourceRow } from "./types";

/**
 * The config's toggles (actions of kind "toggle"), served from the config alone: POST
 * {api.base}/{api} with `{ <key>: id, <field>: value }` (or `<key>s` / `aliases`: ids, for a
 * batch toggle), as the screens send it (engine/screens/use-run-action.ts).
 *
 * - the records are looked up by key in the signed-in shop: `${label}不存在` (404);
 * - the value must be one of the action's two `values`: `${label}${field label}不正确` (422);
 * - an extension's `refuseToggleWhen` refuses it in some states (409);
 * - then the field is set, `updated_at` bumped, and the record answered as detail shows it.
 *
 * All records are read for the write (the call repository's `get` forUpdate: two toggles of one
 * record run one after the other) and checked before any changes; each is then `patch`ed. A toggle whose `api` is the save action is
 * not served here: the generated save takes it as a partial save (key + that field).
 */

type Run = (ctx: ActionCtx<ResourceRow>) => Promise<Response>;
type Toggle = ActionConfig & { api: string; field: string; values: [string | number, string | number] };

const isToggle = (a: ActionConfig): a is Toggle => a.kind === "toggle" && !!a.api && !!a.field && !!a.values;

/** The generic toggle handlers of a config, by action name (its `api`). */
export function toggleActions(config: ResourceConfig, extensions: ResourceExtension[]): Record<string, Run> {
  const save = config.api.save ?? "save";
  const byApi = new Map<string, Toggle[]>();
  for (const action of (config.actions ?? []).filter(isToggle)) {
    if (action.api !== save) byApi.set(action.api, [...(byApi.get(action.api) ?? []), action]);
  }
  const refusals = extensions.flatMap((e) => e.refuseToggleWhen ?? []);
  const out: Record<string, Run> = {};
  for (const [api, actions] of byApi) {
    const [first] = actions;
    if (!first) continue;
    // two toggles on one call: the field sent says which
    out[api] = (ctx) => runToggle(config, actions.find((a) => a.field in ctx.body) ?? first, refusals, ctx);
  }
  return out;
}

async function runToggle(config: ResourceConfig, action: Toggle, refusals: ToggleRefusal[], ctx: ActionCtx<ResourceRow>): Promise<Response> {
  const { field: fieldKey, values } = action;
  const key = keyOf(config);
  const field = config.fields.find((f) => f.key === fieldKey);
  const fieldLabel = field?.label ?? fieldKey;

  const batch = ctx.body[key === "alias" ? "aliases" : `${key}s`];
  const ids = Array.isArray(batch) ? batch : [isEmpty(ctx.body[key]) ? ctx.body.alias : ctx.body[key]];
  const rows: (ResourceRow | undefined)[] = [];
  for (const id of ids) rows.push(await ctx.load(id));
  const found = rows.filter((r): r is ResourceRow => r !== undefined);
  const [first] = found;
  if (!first || found.length !== rows.length) return failWith(notFound(`${config.label}不存在`));

  // the same reading as a save's ("1" → 1 for a numeric enum)
  const sent = field ? normalize(field, ctx.body[fieldKey]) : ctx.body[fieldKey];
  const value = values.find((v) => v === sent);
  if (value === undefined) return failWith(invalid(`${config.label}${fieldLabel}不正确`));

  const listed = await ctx.presenter(found);
  for (const row of found) {
    const refused = refusalOf(config, action, value, refusals, listed(row));
    if (refused) return failWith(refused);
  }
  // the repository moves updated_at on (past the one an open form read: its save over this is refused, stale-save.ts)
  const table = ctx.repo.table(config.name);
  const stored: ResourceRow[] = [];
  for (const row of found) {
    const now = await table.patch(ctx.shop.alias, row.alias, { [fieldKey]: value });
    if (!now) throw new Error(`${config.name} ${row.alias} 在写入前消失了`);
    stored.push(now);
    ctx.audit.writes.push({ before: row, after: now });
  }
  const shown = await ctx.presenter(stored);
  return ok(Array.isArray(batch) ? stored.map(shown) : shown(stored[0] ?? first));
}

/** The first of the extension's refusals that holds for this toggle on this record (as listed). */
function refusalOf(config: ResourceConfig, action: Toggle, to: string | number, refusals: ToggleRefusal[], record: Record<string, unknown>): Failure | null {
  const rule = refusals.find((r) => r.action === action.key && String(r.to) === String(to) && matches(r, record));
  if (!rule) return null;
  if (rule.message) return conflict(rule.message);
  const current = record[action.field];
  const field = config.fields.find((f) => f.key === action.field);
  const state = field?.options?.find((o) => String(o.value) === String(current))?.label ?? String(current);
  // labels[0] is what a click does on a record that is `on` (it sends `off`), labels[1] the other way
  const [, off] = action.values;
  const verb = action.labels ? action.labels[String(to) === String(off) ? 0 : 1] : action.label;
  return conflict(`${config.label}当前为“${state}”，不能${verb}`);
}
