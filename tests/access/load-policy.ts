import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";
import type { Check } from "../../src/access/rules";

/** The real model.conf and policy.csv, as a plain check function for table-driven tests. */
export async function loadCheck(): Promise<Check> {
  const enforcer = await buildEnforcer(modelText, policyText);
  return (sub, sec, obj, act = "open") => enforcer.enforceSync(sub, sec, obj, act);
}
