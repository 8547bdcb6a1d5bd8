import "./buffer-polyfill";
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from "casbin";

/** Builds a casbin enforcer from the texts of model.conf and policy.csv. */
export function buildEnforcer(modelText: string, policyText: string): Promise<Enforcer> {
  return newEnforcer(newModelFromString(modelText), new StringAdapter(policyText));
}

export type { Enforcer };
