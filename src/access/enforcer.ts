import modelText from "./model.conf?raw";
import policyText from "./policy.csv?raw";
import { buildEnforcer, type Enforcer } from "./build-enforcer";
import { SUBJECTS, type Subject } from "./rules";

let ready: Promise<Enforcer> | undefined;
let built: Enforcer | undefined;
/** Each subject's roles by the policy's g lines, itself included (for <Permission>). */
let rolesOf = new Map<Subject, Set<string>>();

/** The app's one enforcer, built on first use and then shared (a memoised promise). */
export function loadEnforcer(): Promise<Enforcer> {
  ready ??= buildEnforcer(modelText, policyText).then(async (e) => {
    const pairs = await Promise.all(SUBJECTS.map(async (s) => [s, new Set([s, ...(await e.getImplicitRolesForUser(s))])] as const));
    rolesOf = new Map(pairs);
    built = e;
    return e;
  });
  return ready;
}

/** Synchronous check once `loadEnforcer()` has resolved; before that everything is closed. */
export function can(sub: Subject, sec: string, obj: string, act = "open"): boolean {
  return built ? built.enforceSync(sub, sec, obj, act) : false;
}

/** Does `sub` hold `role` through the policy's role hierarchy (admin holds '*')? */
export function hasRole(sub: Subject, role: string): boolean {
  return rolesOf.get(sub)?.has(role) ?? false;
}
