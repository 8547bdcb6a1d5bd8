import modelText from "./model.conf?raw";
import policyText from "./policy.csv?raw";
import { buildEnforcer, type Enforcer } from "./build-enforcer";
import { decide } from "./decide";
import { grantsKey, VIEW } from "./grant-key";
import { SUBJECTS, type Subject } from "./rules";

/**
 * The app's one enforcer: model.conf + policy.csv, plus (for an employee's session) their
 * role's grants as g2 lines. Built once per set of grants (a memoised promise per key) and
 * shared by every reader: the guard, the menu, the buttons, refine's access control and the
 * demo API.
 */

/** Who asks: the shop's role, and for an employee the grant keys of their role (null: the owner). */
export interface Who {
  role: Subject;
  grants: readonly string[] | null;
}

const cache = new Map<string, Promise<Enforcer>>();
const CACHE_MAX = 32;
const keyOf = (grants: readonly string[] | null) => grantsKey(grants) ?? "owner";

/** The enforcer for these grants (null: an owner's), built once and kept. */
export function enforcerFor(grants: readonly string[] | null): Promise<Enforcer> {
  const key = keyOf(grants);
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? "");
    hit = buildEnforcer(modelText, policyText, grants);
    cache.set(key, hit);
  }
  return hit;
}

/** May `who` do `act` on page `page` of section `sec`? (the demo API's question, same as can()) */
export async function mayDo(who: Who, sec: string, page: string, act = VIEW): Promise<boolean> {
  return decide(await enforcerFor(who.grants), who.role, who.grants !== null, sec, page, act);
}

// --- This tab's session: the grants of the signed-in employee, or null for the owner.
let sessionGrants: readonly string[] | null = null;
let built: Enforcer | undefined;
let ready: Promise<Enforcer> | undefined;
/** Each subject's roles by the policy's g lines, itself included (for <Permission>). */
let rolesOf = new Map<Subject, Set<string>>();

/** The session's enforcer, built on first use and then shared (rebuilt when the grants change). */
export function loadEnforcer(): Promise<Enforcer> {
  if (ready) return ready;
  const grants = sessionGrants;
  const building = enforcerFor(grants).then(async (e) => {
    const pairs = await Promise.all(SUBJECTS.map(async (s) => [s, new Set([s, ...(await e.getImplicitRolesForUser(s))])] as const));
    // a newer session's grants may have arrived meanwhile: keep the newest only
    if (ready === building) {
      rolesOf = new Map(pairs);
      built = e;
    }
    return e;
  });
  ready = building;
  return building;
}

/**
 * Sets the grants of this tab's session: an employee's role's grant keys, or null for the
 * shop's own merchant (and when signed out). Resolves once can() answers for them.
 */
export function setSessionGrants(grants: readonly string[] | null): Promise<Enforcer> {
  if (keyOf(grants) === keyOf(sessionGrants) && ready) return ready;
  sessionGrants = grants ? [...grants] : null;
  ready = undefined;
  built = undefined;
  return loadEnforcer();
}

/** The grants can() answers for (null: an owner's session). */
export function sessionGrantKeys(): readonly string[] | null {
  return sessionGrants;
}

/** Synchronous check once `loadEnforcer()` has resolved; before that everything is closed. */
export function can(sub: Subject, sec: string, page: string, act = VIEW): boolean {
  return built ? decide(built, sub, sessionGrants !== null, sec, page, act) : false;
}

/** Does can() answer from the policy yet (before, it answers false to everything)? */
export const canAnswer = (): boolean => built !== undefined;

/** Does `sub` hold `role` through the policy's role hierarchy (admin holds '*')? */
export function hasRole(sub: Subject, role: string): boolean {
  return rolesOf.get(sub)?.has(role) ?? false;
}
