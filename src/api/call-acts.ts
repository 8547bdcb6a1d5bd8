import { actionAct } from "../engine/page-actions";
import { keyOf, operationsOf } from "../engine/registry";
import type { ActionConfig, ResourceConfig } from "../engine/types";
import { isEmpty } from "../engine/validation";
import type { Act } from "./serves";
import type { Body } from "./types";

/**
 * What a resource's calls do on its page, read from its config as the console's buttons send
 * them (engine/screens/use-run-action.ts): a toggle or call is the grant of the config action
 * whose `api` it is (actionAct: its `act`, else its key); when several actions share one call
 * (通过/拒绝 on `audit`), the one whose `body` the request carries. A save is `create`, or
 * `edit` when it names a record, unless it is exactly a toggle or call on the save action
 * (停用 a gift card sends its key and `status` only): then that action's grant.
 */

type Acting = Exclude<ActionConfig, { kind: "link" }>;
const acting = (a: ActionConfig): a is Acting => a.kind !== "link";

/** Does the body carry what the action sends: its fixed `body` values, a toggle's field? */
function carries(a: Acting, body: Body): boolean {
  const fixed = Object.entries(a.body ?? {}).every(([k, v]) => String(body[k]) === String(v));
  return fixed && (a.kind !== "toggle" || a.field in body);
}

/** The fields the action sends besides the record's key. */
const sentBy = (a: Acting): Set<string> =>
  new Set([...(a.kind === "toggle" ? [a.field] : []), ...Object.keys(a.body ?? {}), ...(a.form ?? []).map((f) => f.key)]);

const actsOf = (actions: Acting[]): string[] => [...new Set(actions.map((a) => actionAct(a) ?? a.key))];

/** The grant of a call on `api` (not the save), or undefined when no config action makes it. */
export function apiAct(config: ResourceConfig, api: string): Act | undefined {
  const on = (config.actions ?? []).filter(acting).filter((a) => a.api === api);
  if (!on.length) return undefined;
  return (body) => {
    const sent = on.filter((a) => carries(a, body));
    // a body that is none of them needs every one (it is refused by the call anyway)
    return actsOf(sent.length ? sent : on);
  };
}

/** The generic save's grant: create, or edit when the body names a record by `key` (or alias). */
export const namesRecord = (body: Body, key: string): boolean => !isEmpty(body[key]) || !isEmpty(body.alias);

/** The grant of the resource's save call (see above). */
export function saveAct(config: ResourceConfig): Act {
  const key = keyOf(config);
  const save = config.api.save ?? "save";
  const partial = (config.actions ?? []).filter(acting).filter((a) => a.api === save);
  const fields = new Set(config.fields.map((f) => f.key).filter((k) => k !== key));
  // a resource offering one of the two: its save is that grant (the other is refused 405 anyway)
  const ops = operationsOf(config);
  const create = ops.has("create") || !ops.has("edit") ? "create" : "edit";
  const edit = ops.has("edit") || !ops.has("create") ? "edit" : "create";
  return (body) => {
    if (!namesRecord(body, key)) return create;
    const changed = Object.keys(body).filter((k) => fields.has(k));
    const exact = partial.filter((a) => carries(a, body) && changed.every((k) => sentBy(a).has(k)));
    return exact.length ? actsOf(exact) : edit;
  };
}

/** A REST PATCH that sends exactly one toggle's field is that toggle (else undefined: an edit). */
export function toggleOf(config: ResourceConfig, body: Body): string | undefined {
  const keys = Object.keys(body);
  const toggle = (config.actions ?? []).find((a) => a.kind === "toggle" && keys.length === 1 && keys[0] === a.field);
  return toggle && actionAct(toggle);
}
