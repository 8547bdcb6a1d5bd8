import { buildEnforcer, OWNER } from "./build-enforcer";
import { explain } from "./decide";
import { VIEW } from "./grant-key";
import { grantingRoles, parsePolicy, usablePattern, type GroupingLine, type PolicyLine } from "./policy-lines";
import { BUILT_IN_SUBJECTS, NO_SECTION, SECTION_PAGE, SUBJECTS, type Subject } from "./rules";

export type { PolicyLine } from "./policy-lines";
export { parsePolicy } from "./policy-lines";
export { SUBJECTS };

/** A route as the audit sees it: its path and its section's path. */
export interface AuditRoute {
  path: string;
  name: string;
  /** The section it is declared in; absent outside sections (public pages, /redirect). */
  sectionPath?: string;
  /** The route declares that it needs no sign-in. */
  public?: boolean;
  /** The page and action opening it asks for (AppRoute.access); absent: the route itself, view. */
  page?: string;
  action?: string;
  /** A section's own path (asked as "some page of the section"). */
  isSection?: boolean;
}

/** Policy actions that grant everything a page offers. */
const ANY_ACTION = new Set(["*", "open"]);

/** What opening a route asks casbin: section, page, action (as routes/route-index canOpenEntry asks). */
export function routeQuestion(r: AuditRoute): [string, string, string] {
  const sec = r.sectionPath ?? NO_SECTION;
  if (r.isSection) return [sec, SECTION_PAGE, VIEW];
  return [sec, r.page ?? r.path, r.action ?? VIEW];
}

export interface AuditRow {
  route: AuditRoute;
  /** Per subject: allowed or not, and the line that decided it. */
  cells: Record<Subject, { allowed: boolean; reason: string }>;
}

export interface Audit {
  rows: AuditRow[];
  /** Routes that no policy line covers (closed to everybody, probably a mistake). */
  uncovered: AuditRoute[];
  /** Policy lines that cover no route (a typo, a removed route or section). */
  unused: PolicyLine[];
  /** Routes whose `public` flag disagrees with the policy's guest lines. */
  publicMismatch: AuditRoute[];
  /** Lines casbin cannot use as meant: an unknown subject or action, a bad pattern, a bad line. */
  unusable: { line: number; text: string; problem: string }[];
  /** g lines that grant nothing: their role is named by no p line, even through other g lines. */
  idle: GroupingLine[];
}

/**
 * Audits routes × subjects against the model and policy, through casbin itself (the same
 * question every reader of the app asks). `actions` are the actions the app asks about:
 * "open" and the configs' own `act`s.
 */
export async function auditAccess(modelText: string, policyText: string, routes: AuditRoute[], actions: string[] = ["*", "open", VIEW]): Promise<Audit> {
  const policy = parsePolicy(policyText);
  const full = await buildEnforcer(modelText, policyText);
  const secOf = (r: AuditRoute) => r.sectionPath ?? NO_SECTION;
  // One enforcer per line tells which routes that line covers, by the model's own matcher.
  const single = await Promise.all(policy.policies.map((l) => buildEnforcer(modelText, `${l.text}\n`)));
  const covers = (i: number, r: AuditRoute) => {
    const l = policy.policies[i];
    const [sec, page, action] = routeQuestion(r);
    const e = single[i];
    // a line covers a route when it matches the route's page, whatever action it grants there
    return Boolean(l && e?.enforceSync(l.sub, OWNER, sec, page, ANY_ACTION.has(l.act) ? action : l.act));
  };

  const rows = routes.map((route) => {
    const cells = {} as AuditRow["cells"];
    for (const sub of SUBJECTS) {
      const [sec, page, action] = routeQuestion(route);
      const [allowed, rule] = explain(full, sub, false, sec, page, action);
      const hit = policy.policies.find((l) => [l.sub, l.sec, l.obj, l.act].join(",") === rule.join(","));
      const reason = allowed ? (hit ? `line ${hit.line}: ${hit.text}` : "") : `no line of ${secOf(route)} admits ${sub}`;
      cells[sub] = { allowed, reason };
    }
    return { route, cells };
  });

  const roles = new Set([...BUILT_IN_SUBJECTS, ...policy.groupings.map((g) => g.parent)]);
  const unusable = [
    ...policy.malformed.map((l) => ({ ...l, problem: "not a p line of 4 fields nor a g line of 2" })),
    ...policy.policies.flatMap((l) => [
      ...(roles.has(l.sub) ? [] : [{ line: l.line, text: l.text, problem: `unknown subject "${l.sub}"` }]),
      ...(actions.includes(l.act) ? [] : [{ line: l.line, text: l.text, problem: `unknown action "${l.act}" (known: ${actions.join(", ")})` }]),
      ...(usablePattern(l.obj) ? [] : [{ line: l.line, text: l.text, problem: `pattern "${l.obj}": use *, /a/b or /a/b/*` }]),
    ]),
    ...policy.groupings.flatMap((g) => (roles.has(g.child) ? [] : [{ line: g.line, text: g.text, problem: `unknown subject "${g.child}"` }])),
  ];
  const granting = grantingRoles(policy);
  return {
    rows,
    uncovered: routes.filter((r) => !policy.policies.some((_, i) => covers(i, r))),
    // a section's own path opens to any line of the section: a line is used when it covers a page
    unused: policy.policies.filter((_, i) => !routes.some((r) => r.path !== r.sectionPath && covers(i, r))),
    publicMismatch: rows.filter((r) => Boolean(r.route.public) !== r.cells.guest.allowed).map((r) => r.route),
    unusable,
    idle: policy.groupings.filter((g) => !granting.has(g.parent)),
  };
}
