import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";
import { decide } from "../../src/access/decide";
import type { Check } from "../../src/access/rules";

/**
 * The real model.conf and policy.csv, as a plain check function for table-driven tests;
 * with `grants`, an employee's session whose role grants those keys.
 */
export async function loadCheck(grants: readonly string[] | null = null): Promise<Check> {
  const enforcer = await buildEnforcer(modelText, policyText, grants);
  return (sub, sec, page, act) => decide(enforcer, sub, grants !== null, sec, page, act);
}
