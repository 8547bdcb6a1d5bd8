import { buildEnforcer } from "./build-enforcer";
import { canOpenRoute, type Subject } from "./rules";

/** A policy line of policy.csv with its line number. */
export interface PolicyLine {
  line: number;
  text: string;
  sub: string;
  obj: string;
  act: string;
}

/** A route as the audit sees it: its path and its section's path. */
export interface AuditRoute {
  path: string;
  name: string;
  sectionPath?: string;
  /** The route table marks it as needing no sign-in. */
  public?: boolean;
}

export interface AuditRow {
  route: AuditRoute;
  /** Per subject: allowed or not, and the rule that decided it. */
  cells: Record<Subject, { allowed: boolean; reason: string }>;
}

export interface Audit {
  rows: AuditRow[];
  /** Routes that no policy line matches (closed to everybody, probably a mistake). */
  uncovered: AuditRoute[];
  /** Policy lines that match no route (a typo or a removed route). */
  unused: PolicyLine[];
  /** Routes whose `public` flag disagrees with the policy's guest lines. */
  publicMismatch: AuditRoute[];
}

export const SUBJECTS: Subject[] = ["guest", "admin", "user"];

export function parsePolicy(text: string): PolicyLine[] {
  return text.split("\n").flatMap((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return [];
    const [kind, sub = "", obj = "", act = ""] = line.split(",").map((s) => s.trim());
    return kind === "p" ? [{ line: i + 1, text: line, sub, obj, act }] : [];
  });
}

/** Audits routes × subjects against the model and policy, through casbin itself. */
export async function auditAccess(modelText: string, policyText: string, routes: AuditRoute[]): Promise<Audit> {
  const lines = parsePolicy(policyText);
  const full = await buildEnforcer(modelText, policyText);
  // One enforcer per line tells which routes that line matches, by the model's own matcher.
  const single = await Promise.all(lines.map((l) => buildEnforcer(modelText, `${l.text}\n`)));
  const admits = (i: number, path: string) => {
    const l = lines[i];
    const probe = l && (l.sub === "*" || l.sub === "guest" ? "admin" : l.sub);
    return Boolean(l && probe && single[i]?.enforceSync(probe, path, l.act));
  };
  const linesFor = (path: string) => lines.filter((_, i) => admits(i, path));
  const check = (sub: Subject, obj: string) => full.enforceSync(sub, obj, "open");

  const rows = routes.map((route) => {
    const cells = {} as AuditRow["cells"];
    for (const sub of SUBJECTS) cells[sub] = decideCell(sub, route, check, full, lines);
    return { route, cells };
  });
  return {
    rows,
    uncovered: routes.filter((r) => linesFor(r.path).length === 0),
    unused: lines.filter((_, i) => !routes.some((r) => admits(i, r.path))),
    publicMismatch: rows.filter((r) => Boolean(r.route.public) !== r.cells.guest.allowed).map((r) => r.route),
  };
}

type Explainer = { enforceExSync: (...args: string[]) => [boolean, string[]] };

function decideCell(
  sub: Subject,
  route: AuditRoute,
  check: (sub: Subject, obj: string) => boolean,
  enforcer: Explainer,
  lines: PolicyLine[],
): { allowed: boolean; reason: string } {
  const allowed = canOpenRoute(check, sub, route.path, route.sectionPath);
  const cite = (path: string) => {
    const [, rule] = enforcer.enforceExSync(sub, path, "open");
    const hit = lines.find((l) => [l.sub, l.obj, l.act].join(",") === rule.join(","));
    return hit ? `line ${hit.line}: ${hit.text}` : "";
  };
  if (allowed) return { allowed, reason: cite(route.path) };
  const sectionClosed = route.sectionPath && route.sectionPath !== route.path && !check(sub, route.sectionPath);
  if (sectionClosed) return { allowed, reason: `section ${route.sectionPath} does not admit ${sub}` };
  return { allowed, reason: `no line admits ${sub}` };
}
