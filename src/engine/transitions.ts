import type { ActionConfig, Condition, FieldConfig, ResourceConfig, Transition } from "./types";

/**
 * How the console and the API read a call action's `transition` (types.ts Transition, decision
 * 0119): the status field it moves, the values it moves from, when its button shows and how its
 * move reads ("待审核 → 已审核"). One reading for the row buttons, the generated API, the check
 * and the contract, so they cannot disagree about which records an action is for.
 */

/** The transition of an action, if it has one (only a `call` may). */
export const transitionOf = (a: ActionConfig): Transition | undefined => (a.kind === "call" ? a.transition : undefined);

/** The status field a transition moves: its own `field`, else the config's tabs field. */
export const transitionField = (config: Pick<ResourceConfig, "tabs">, t: Transition): string | undefined => t.field ?? config.tabs?.field;

/** The values a transition moves a record from. */
export const fromValues = (t: Transition): (string | number)[] => (Array.isArray(t.from) ? t.from : [t.from]);

/**
 * When the action's button shows for a record: its status is one of `from` (undefined for an
 * action with no transition). With a `visibleWhen` too, both must hold.
 */
export function transitionWhen(config: Pick<ResourceConfig, "tabs">, a: ActionConfig): Condition | undefined {
  const t = transitionOf(a);
  const field = t && transitionField(config, t);
  return t && field ? { field, in: fromValues(t) } : undefined;
}

/** The label of a status value as its field's options say it (the value itself when none does). */
export function statusLabel(field: FieldConfig | undefined, value: unknown): string {
  return field?.options?.find((o) => String(o.value) === String(value))?.label ?? String(value ?? "");
}

/** How the move reads, as the contract and the 权限 tree say it: `审核状态：待审核/已驳回 → 已审核`. */
export function transitionText(config: Pick<ResourceConfig, "tabs" | "fields">, t: Transition): string {
  const key = transitionField(config, t);
  const field = config.fields.find((f) => f.key === key);
  const from = fromValues(t).map((v) => statusLabel(field, v)).join("/");
  return `${field?.label ?? key ?? ""}：${from} → ${statusLabel(field, t.to)}`;
}
