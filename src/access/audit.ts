import { buildEnforcer, OWNER, type Enforcer } from "./build-enforcer";
import { explain } from "./decide";
import { grantKey, VIEW } from "./grant-key";
import { ANY_ACTION, grantingRoles, lineOfRule, parsePolicy, unusableLines, type GroupingLine, type ParsedPolicy, type PolicyLine } from "./policy-lines";
import { NO_SECTION, SECTION_PAGE, SUBJECTS, type Subject } from "./rules";

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

/**
 * What a role can be granted, section → page → actions: the shape of the engine's
 * grantCatalogue(sections) (access imports no engine code, so it is restated here).
 */
export interface AuditSection {
  path: string;
  title: string;
  pages: AuditPage[];
}
export interface AuditPage {
  section: string;
  path: string;
  key: string;
  title: string;
  grants: { key: string; action: string; label: string }[];
}

/** What opening a route asks casbin: section, page, action (as routes/route-index canOpenEntry asks). */
export function routeQuestion(r: AuditRoute): [string, string, string] {
  const sec = r.sectionPath ?? NO_SECTION;
  if (r.isSection) return [sec, SECTION_PAGE, VIEW];
  return [sec, r.page ?? r.path, r.action ?? VIEW];
}

/** One subject's verdict, and why: the deciding line, or what was missing. */
export interface Cell {
  allowed: boolean;
  reason: string;
}

export interface AuditRow {
  route: AuditRoute;
  cells: Record<Subject, Cell>;
}

/** One action of one page (the report's first table). */
export interface PageRow {
  page: AuditPage;
  action: string;
  label: string;
  cells: Record<Subject, Cell>;
}

export interface Audit {
  /** Every route × subject: may they open it (what the guard and the menu answer). */
  rows: AuditRow[];
  /** Every page × action the catalogue (and the pages outside sections) offers × subject. */
  pages: PageRow[];
  /** Routes that no policy line covers (closed to everybody, probably a mistake). */
  uncovered: AuditRoute[];
  /** Policy lines that cover no route (a typo, a removed route or section, a form route's path). */
  unused: PolicyLine[];
  /** Lines granting one action that no page they cover offers (a typo, a renamed action). */
  unoffered: { line: PolicyLine; offered: string[] }[];
  /** Routes whose `public` flag disagrees with the policy's guest lines. */
  publicMismatch: AuditRoute[];
  /** Lines casbin cannot use as meant: an unknown subject, a bad action word or pattern, a bad line. */
  unusable: { line: number; text: string; problem: string }[];
  /** g lines that grant nothing: their role is named by no p line, even through other g lines. */
  idle: GroupingLine[];
}

/**
 * The owner's verdict on (sec, page, act), as decide() gives it, and why: the p line that
 * allowed it; else whether the subject has no line there, no line for this action, or the
 * action but not the view it needs.
 */
export function ownerCell(e: Enforcer, policy: ParsedPolicy, sub: Subject, sec: string, page: string, act: string): Cell {
  const [allowed, rule] = explain(e, sub, false, sec, page, act);
  const line = lineOfRule(policy, rule);
  const at = line ? `line ${line.line}: ${line.text}` : "";
  if (allowed) return { allowed, reason: at };
  const actOk = act !== VIEW && e.enforceSync(sub, OWNER, sec, page, act);
  const viewOk = act !== VIEW && e.enforceSync(sub, OWNER, sec, page, VIEW);
  if (actOk) return { allowed, reason: `${act} by ${at}, but no line grants ${sub} view` };
  if (viewOk) return { allowed, reason: `no line grants ${sub} this action` };
  return { allowed, reason: `no line of ${sec} admits ${sub}` };
}

/** The pages outside every section (public pages, /redirect/:path): they offer view only. */
function outsidePages(routes: AuditRoute[]): AuditPage[] {
  return routes.filter((r) => !r.sectionPath && !r.isSection).map((r) => ({
    section: NO_SECTION, path: r.path, key: grantKey(r.path, VIEW), title: r.name,
    grants: [{ key: grantKey(r.path, VIEW), action: VIEW, label: "查看" }],
  }));
}

const cellsOf = (e: Enforcer, policy: ParsedPolicy, sec: string, page: string, act: string) =>
  Object.fromEntries(SUBJECTS.map((s) => [s, ownerCell(e, policy, s, sec, page, act)])) as Record<Subject, Cell>;

/** Whether p line `i` covers (sec, page, action): one enforcer per line answers by the model's own matcher. */
async function lineCoverage(modelText: string, policy: ParsedPolicy): Promise<(i: number, sec: string, page: string, action: string) => boolean> {
  const single = await Promise.all(policy.policies.map((l) => buildEnforcer(modelText, `${l.text}\n`)));
  // a line covers a page when it matches it, whatever action it grants there
  return (i, sec, page, action) => {
    const l = policy.policies[i];
    return Boolean(l && single[i]?.enforceSync(l.sub, OWNER, sec, page, ANY_ACTION.has(l.act) ? action : l.act));
  };
}

/** g lines whose role no p line names, even through other g lines. */
function idleOf(policy: ParsedPolicy): GroupingLine[] {
  const granting = grantingRoles(policy);
  return policy.groupings.filter((g) => !granting.has(g.parent));
}

// a section's own path opens to any line of the section: a line is used when it covers a page
const unusedOf = (policy: ParsedPolicy, routes: readonly AuditRoute[], covers: (i: number, r: AuditRoute) => boolean): PolicyLine[] =>
  policy.policies.filter((_, i) => !routes.some((r) => !r.isSection && covers(i, r)));

/**
 * The lines of the policy that cover no route (Audit's `unused`) and those casbin cannot use,
 * without the rest of the audit (every page × action × subject): what the console's start-up
 * check in development asks on every start (decision 0122).
 */
export async function idleLines(modelText: string, policyText: string, routes: AuditRoute[]): Promise<Pick<Audit, "unused" | "unusable" | "idle">> {
  const policy = parsePolicy(policyText);
  const coversPage = await lineCoverage(modelText, policy);
  return { unused: unusedOf(policy, routes, (i, r) => coversPage(i, ...routeQuestion(r))), unusable: unusableLines(policy), idle: idleOf(policy) };
}

/**
 * Audits the policy through casbin itself (the question every reader asks): routes × subjects,
 * and, given the catalogue of grants (engine/grant-catalogue.ts), pages × actions × subjects
 * and the lines naming an action no page they cover offers.
 */
export async function auditAccess(modelText: string, policyText: string, routes: AuditRoute[], catalogue: AuditSection[] = []): Promise<Audit> {
  const policy = parsePolicy(policyText);
  const full = await buildEnforcer(modelText, policyText);
  const coversPage = await lineCoverage(modelText, policy);
  const covers = (i: number, r: AuditRoute) => coversPage(i, ...routeQuestion(r));

  const rows = routes.map((route) => ({ route, cells: cellsOf(full, policy, ...routeQuestion(route)) }));
  const pageList = [...outsidePages(routes), ...catalogue.flatMap((s) => s.pages)];
  const pages = pageList.flatMap((page) => page.grants.map((g) => ({
    page, action: g.action, label: g.label, cells: cellsOf(full, policy, page.section, page.path, g.action),
  })));

  const unoffered = catalogue.length === 0 ? [] : policy.policies.flatMap((line, i) => {
    if (ANY_ACTION.has(line.act)) return [];
    const covered = pageList.filter((p) => coversPage(i, p.section, p.path, line.act));
    const offers = covered.some((p) => p.grants.some((g) => g.action === line.act));
    return covered.length > 0 && !offers ? [{ line, offered: [...new Set(covered.flatMap((p) => p.grants.map((g) => g.action)))] }] : [];
  });

  const unusable = unusableLines(policy);
  return {
    rows,
    pages,
    uncovered: routes.filter((r) => !policy.policies.some((_, i) => covers(i, r))),
    unused: unusedOf(policy, routes, covers),
    unoffered,
    publicMismatch: rows.filter((r) => Boolean(r.route.public) !== r.cells.guest.allowed).map((r) => r.route),
    unusable,
    idle: idleOf(policy),
  };
}
