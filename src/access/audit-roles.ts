import { ownerCell, type AuditPage, type AuditSection, type Cell } from "./audit";
import { buildEnforcer } from "./build-enforcer";
import { decide } from "./decide";
import { grantKey, parseGrantKey, VIEW } from "./grant-key";
import { parsePolicy } from "./policy-lines";
import { ALL_GRANTS, expandGrants, sectionGrant, sectionKeys, sectionOfGrant } from "./role-grants";
import type { Subject } from "./rules";

/**
 * The audit of employees' roles (角色): what each stored role may do, page × action, and the
 * grants it stores that match nothing the declarations offer. The roles are input (the demo
 * seed in the report, fixtures in the tests): nothing here reads a db. A role's `*` and `/x/*`
 * (role-grants.ts) are spelled out against the catalogue, as a session's grants are.
 */

/** A stored role: its name, its shop, the shop's role (verify_status), its grant keys. */
export interface StoredRole {
  name: string;
  shop: string;
  sub: Subject;
  permissions: readonly string[];
}

/** A grant a role stores that matches no page or action of the catalogue (stale after a rename). */
export interface StaleGrant {
  role: string;
  shop: string;
  key: string;
  problem: string;
}

/** One page × action for one role: may its employees do it, and why. */
export interface RoleRow {
  page: AuditPage;
  action: string;
  label: string;
  cell: Cell;
}

export interface RoleAudit {
  role: StoredRole;
  rows: RoleRow[];
}

/** The stored grants that match no page or action the catalogue offers, each named with its role. */
export function staleGrants(roles: readonly StoredRole[], catalogue: readonly AuditSection[]): StaleGrant[] {
  const pages = new Map(catalogue.flatMap((s) => s.pages.map((p) => [p.key, p] as const)));
  return roles.flatMap((role) => role.permissions.flatMap((key) => {
    if (key === ALL_GRANTS) return [];
    const section = sectionOfGrant(key);
    if (section) return sectionKeys(catalogue, section).length ? [] : [{ role: role.name, shop: role.shop, key, problem: `no section ${section}` }];
    const parsed = parseGrantKey(key);
    const page = parsed && pages.get(parsed.page);
    let problem = "";
    if (!parsed) problem = "not a grant key (<page>:<action>)";
    else if (!page) problem = `no page ${parsed.page}`;
    else if (!page.grants.some((g) => g.action === parsed.act)) problem = `${parsed.page} offers no action "${parsed.act}" (it offers ${page.grants.map((g) => g.action).join(", ")})`;
    return problem ? [{ role: role.name, shop: role.shop, key, problem }] : [];
  }));
}

/**
 * Every page × action of the catalogue for one role's employees, asked of the enforcer of
 * their session (the shop role's p lines AND the role's grants, model.conf), with why: the p
 * line and the role's grant, or which of the two refuses.
 */
export async function auditRole(modelText: string, policyText: string, catalogue: readonly AuditSection[], role: StoredRole): Promise<RoleAudit> {
  const policy = parsePolicy(policyText);
  const owner = await buildEnforcer(modelText, policyText);
  const grants = expandGrants(role.permissions, catalogue);
  const staff = await buildEnforcer(modelText, policyText, grants);
  const held = new Set(grants);
  const whole = role.permissions.filter((k) => k === ALL_GRANTS || sectionOfGrant(k));
  const by = `role ${role.name}${whole.length ? ` (${whole.join(", ")})` : ""}`;
  const rows = catalogue.flatMap((s) => s.pages).flatMap((page) => page.grants.map((g): RoleRow => {
    const allowed = decide(staff, role.sub, true, page.section, page.path, g.action);
    const shop = ownerCell(owner, policy, role.sub, page.section, page.path, g.action);
    const granted = held.has(g.key);
    const viewKey = grantKey(page.path, VIEW);
    let reason: string;
    if (allowed) reason = `${shop.reason} AND granted by ${by}`;
    else if (!shop.allowed) reason = granted ? `${shop.reason} (granted by ${by})` : shop.reason;
    else if (!granted) reason = `not granted by ${by}`;
    else if (!held.has(viewKey)) reason = `not granted by ${by}: ${g.action} needs ${viewKey}`;
    else reason = "refused by casbin";
    return { page, action: g.action, label: g.label, cell: { allowed, reason } };
  }));
  return { role, rows };
}

/** A stored role that looks meant to hold everything but lacks whole sections (added since it was saved?). */
export interface MissedSections {
  role: string;
  shop: string;
  /** The sections it holds none of, each a `/x/*`. */
  sections: string[];
}

/**
 * The roles that hold, without `*`, every grant of every section but one (and none of that
 * one's): a role saved as a list of everything before that section was added, like the 店长 of a
 * database seeded before decision 0121. Giving it 全部权限 (`*`) or the section's `/x/*` is the
 * fix (the report says both). A role holding some of the section is someone's choice: not said.
 */
export function missedSections(roles: readonly StoredRole[], catalogue: readonly AuditSection[]): MissedSections[] {
  if (catalogue.length < 2) return [];
  return roles.flatMap((role) => {
    if (role.permissions.includes(ALL_GRANTS)) return [];
    const held = new Set(expandGrants(role.permissions, catalogue));
    const keys = catalogue.map((s) => sectionKeys(catalogue, s.path));
    const none = catalogue.filter((_s, i) => (keys[i] ?? []).every((k) => !held.has(k)));
    const whole = catalogue.filter((_s, i) => (keys[i] ?? []).every((k) => held.has(k)));
    return none.length === 1 && whole.length === catalogue.length - 1
      ? [{ role: role.name, shop: role.shop, sections: none.map((s) => sectionGrant(s.path)) }]
      : [];
  });
}
