import "./buffer-polyfill";
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from "casbin";
import { grantKey, parseGrantKey } from "./grant-key";

/** The `staff` of a request for an employee: the subject their role's g2 lines name. */
export const STAFF = "staff";
/** The `staff` of a request for the shop's own merchant (and for guests). */
export const OWNER = "owner";

/**
 * Builds a casbin enforcer from the texts of model.conf and policy.csv. With `grants` (an
 * employee's role's grant keys) each becomes a g2 line of STAFF for this enforcer alone, so
 * what a session may do is one question to one enforcer: the shop role's p lines AND the
 * role's grants (model.conf).
 */
export async function buildEnforcer(modelText: string, policyText: string, grants?: readonly string[] | null): Promise<Enforcer> {
  // a key that is not one (a comma would start a new field) grants nothing
  const lines = (grants ?? []).filter((k) => parseGrantKey(k)).map((k) => `g2, ${STAFF}, ${k}`);
  const text = lines.length ? `${policyText}\n${lines.join("\n")}\n` : policyText;
  const enforcer = await newEnforcer(newModelFromString(modelText), new StringAdapter(text));
  await enforcer.addFunction("grantKey", (obj: string, act: string) => grantKey(obj, act));
  return enforcer;
}

export type { Enforcer };
