import { mayDo, type Who } from "../access/enforcer";
import { actionAct } from "../engine/page-actions";
import { fieldGrantRefusal, fieldOwners } from "../engine/field-owners";
import type { ResourceConfig } from "../engine/types";
import { normalize } from "./resource-input";
import { sameValue } from "./save-strict";
import { isInput } from "../engine/validation";
import type { Failure } from "./respond";
import type { Body } from "./types";

/**
 * A save may not do what a button it lacks does (issue 35, item 5): a field an action owns
 * (a toggle's 上架, 设为默认's is_default: engine/field-owners.ts) changed by a save needs that
 * action's grant on the resource's page, asked of the one enforcer as the call's own grant is
 * (an owner's session by policy.csv, an employee's by their role's grants too). "Changed" is
 * against the stored record, or on a create against the field's default (what the form shows
 * read-only), so the form's full save, which sends the field as it is, passes.
 */
export async function fieldGrantRefusalOf(
  config: ResourceConfig,
  who: Who,
  body: Body,
  existing: object | undefined,
): Promise<Failure | null> {
  for (const [key, owners] of fieldOwners(config)) {
    const field = config.fields.find((f) => f.key === key);
    // a field the save does not read from its input cannot be changed by it
    if (!field || !(key in body) || !isInput(field, existing ? "edit" : "create")) continue;
    const before = existing ? ((existing as Record<string, unknown>)[key] ?? null) : (field.default ?? null);
    if (sameValue(normalize(field, body[key]), before)) continue;
    for (const owner of owners) {
      const act = actionAct(owner) ?? owner.key;
      if (!(await mayDo(who, config.section, config.routes.list, act))) return { code: 403, msg: fieldGrantRefusal(config, field, owner) };
    }
  }
  return null;
}
