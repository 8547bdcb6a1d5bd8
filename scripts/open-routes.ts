import modelText from "../src/access/model.conf?raw";
import policyText from "../src/access/policy.csv?raw";
import { buildEnforcer } from "../src/access/build-enforcer";
import { decide } from "../src/access/decide";
import type { Check, Subject } from "../src/access/rules";
import { canOpenEntry, routeEntries } from "../src/routes/route-index";

/**
 * The screens an employee may open (route patterns, in the route table's order): the signed-in
 * routes the guard lets a session of a `sub` shop with these grants open, asked as the guard
 * asks (canOpenEntry, decide). Sections' own paths and redirects are left out (no screen of their
 * own). For the browser test that walks every page a role may open (e2e/specs/lookups.spec.mjs).
 */
export async function openRoutes(sub: Subject, grants: readonly string[]): Promise<string[]> {
  const enforcer = await buildEnforcer(modelText, policyText, grants);
  const check: Check = (s, sec, page, act) => decide(enforcer, s, true, sec, page, act);
  return routeEntries
    .filter((e) => e.section && e.route !== e.section && !e.route.redirect && !e.route.public)
    .filter((e) => canOpenEntry(check, sub, e))
    .map((e) => e.route.path);
}
