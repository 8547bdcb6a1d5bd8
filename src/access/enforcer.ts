import modelText from "./model.conf?raw";
import policyText from "./policy.csv?raw";
import { buildEnforcer, type Enforcer } from "./build-enforcer";
import type { Subject } from "./rules";

let ready: Promise<Enforcer> | undefined;
let built: Enforcer | undefined;

/** The app's one enforcer, built on first use and then shared (a memoised promise). */
export function loadEnforcer(): Promise<Enforcer> {
  ready ??= buildEnforcer(modelText, policyText).then((e) => (built = e));
  return ready;
}

/** Synchronous check once `loadEnforcer()` has resolved; before that everything is closed. */
export function can(sub: Subject, obj: string, act = "open"): boolean {
  return built ? built.enforceSync(sub, obj, act) : false;
}
