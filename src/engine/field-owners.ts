import { actionAct, grantLabel } from "./page-actions";
import { viewTitle } from "./titles";
import type { ActionConfig, FieldConfig, ResourceConfig } from "./types";

/**
 * Fields an action owns (issue 35, item 5): a toggle's `field` (上架/下架 sets `status`) and
 * each config field a call's fixed `body` sets (设为默认 sets `is_default: 1`). Changing such
 * a field is that action, whatever call carries it, so the edit form (and the create form)
 * shows it read-only to a session without the action's grant, and the demo API refuses a
 * save that changes it. Read from the config alone: a new config's toggles are covered
 * with no other edit.
 */

export type OwningAction = Exclude<ActionConfig, { kind: "link" }>;

/** Each owned field of the config, by key, with the actions that own it (in the config's order). */
export function fieldOwners(config: ResourceConfig): Map<string, OwningAction[]> {
  const fields = new Set(config.fields.map((f) => f.key));
  const owners = new Map<string, OwningAction[]>();
  for (const a of config.actions ?? []) {
    if (a.kind === "link") continue;
    const owned = a.kind === "toggle" ? [a.field] : Object.keys(a.body ?? {});
    for (const key of owned.filter((k) => fields.has(k))) owners.set(key, [...(owners.get(key) ?? []), a]);
  }
  return owners;
}

/** The grant an action needs, as the 权限 tree and the refusals name it: 「商品列表·下架/上架」. */
export function actionGrantName(config: ResourceConfig, action: OwningAction): string {
  return `「${viewTitle(config, "list")}·${grantLabel(action)}」`;
}

/**
 * The first owner of `field` whose grant `may` refuses (the session must hold every owner's
 * grant to change the field), or undefined when it may change it (or nothing owns it).
 */
export function lackedOwner(config: ResourceConfig, field: string, may: (act: string) => boolean, owners = fieldOwners(config)): OwningAction | undefined {
  return owners.get(field)?.find((a) => !may(actionAct(a) ?? a.key));
}

/** The demo API's refusal of a save that changes `field` without `owner`'s grant. */
export function fieldGrantRefusal(config: ResourceConfig, field: FieldConfig, owner: OwningAction): string {
  return `无权修改${field.label}：需要${actionGrantName(config, owner)}权限`;
}

/** The hint under a form's read-only owned field. */
export function fieldGrantHint(config: ResourceConfig, owner: OwningAction): string {
  return `需要${actionGrantName(config, owner)}权限才能修改`;
}

/** The form's read-only owned fields for a session (`may`: its grants on the config's page), each with its hint. */
export function heldFields(config: ResourceConfig, may: (act: string) => boolean): Map<string, string> {
  const owners = fieldOwners(config);
  const held = new Map<string, string>();
  for (const key of owners.keys()) {
    const owner = lackedOwner(config, key, may, owners);
    if (owner) held.set(key, fieldGrantHint(config, owner));
  }
  return held;
}
