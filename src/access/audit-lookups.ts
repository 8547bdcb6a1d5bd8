import { routeQuestion, type AuditRoute } from "./audit";
import type { StoredRole } from "./audit-roles";
import { displayWidth } from "./audit-text";
import { buildEnforcer } from "./build-enforcer";
import { decide } from "./decide";
import { SUBJECTS, type Subject } from "./rules";

/**
 * The lookups of the access report (decision 0048): each relation field's lookup call and who
 * may use it, which is whoever may open one of the screens showing its select (the demo API
 * asks the same, serves.ts mayCall), for each shop role and each stored role (角色). The
 * lookups are input (the engine's, handed in by the report): access imports no engine code.
 */

/** One field's lookup: the call, the field it names, and the routes showing its select. */
export interface LookupLine {
  call: string;
  /** `resource.field` as the body names it. */
  field: string;
  /** What the form shows, e.g. 商品 · 运费模板 → 运费模板. */
  label: string;
  routes: AuditRoute[];
}

export interface LookupAudit {
  line: LookupLine;
  subjects: Record<Subject, boolean>;
  roles: { role: StoredRole; allowed: boolean }[];
}

/** May each shop role, and each role's employees, use each lookup (open one of its routes)? */
export async function auditLookups(modelText: string, policyText: string, lines: readonly LookupLine[], roles: readonly StoredRole[]): Promise<LookupAudit[]> {
  const owner = await buildEnforcer(modelText, policyText);
  const staff = await Promise.all(roles.map(async (role) => ({ role, enforcer: await buildEnforcer(modelText, policyText, role.permissions) })));
  return lines.map((line) => {
    const opens = (ask: (sec: string, page: string, act: string) => boolean) => line.routes.some((r) => ask(...routeQuestion(r)));
    return {
      line,
      subjects: Object.fromEntries(SUBJECTS.map((s) => [s, opens((...q) => decide(owner, s, false, ...q))])) as Record<Subject, boolean>,
      roles: staff.map(({ role, enforcer }) => ({ role, allowed: opens((...q) => decide(enforcer, role.sub, true, ...q)) })),
    };
  });
}

const pad = (s: string, width: number) => s + " ".repeat(Math.max(0, width - displayWidth(s)));

/** The report's lookup table: per call, per field, the routes and who may use it. */
export function lookupTable(audits: readonly LookupAudit[]): string[] {
  const out: string[] = [];
  const widest = Math.max(0, ...audits.map((a) => displayWidth(`${a.line.field}  ${a.line.label}`)));
  for (const call of [...new Set(audits.map((a) => a.line.call))]) {
    out.push(`  POST ${call}`);
    for (const a of audits.filter((x) => x.line.call === call)) {
      const shops = SUBJECTS.map((s) => `${s} ${a.subjects[s] ? "yes" : "-"}`).join("  ");
      const staff = a.roles.map((r) => `${r.role.name} ${r.allowed ? "yes" : "-"}`).join("  ");
      out.push(`    ${pad(`${a.line.field}  ${a.line.label}`, widest)}  ${shops} | ${staff}`);
      out.push(`      ${"".padEnd(displayWidth(a.line.field))}  via ${a.line.routes.map((r) => r.path).join(", ")}`);
    }
  }
  return out;
}
