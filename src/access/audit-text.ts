import type { Audit, AuditPage, AuditSection, Cell } from "./audit";
import type { MissedSections, RoleAudit, StaleGrant } from "./audit-roles";
import { ALL_GRANTS, sectionOfGrant } from "./role-grants";
import { NO_SECTION, SUBJECTS } from "./rules";

/**
 * The text of npm run access:report: two tables grouped by section and page (the actions of
 * a page that share a verdict and a reason share a line, so a page granted alike is one line),
 * and the errors that make it fail. Lines stay under ~160 columns.
 */

/** Columns a string takes in a terminal: CJK and full-width characters take two. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return w;
}
const pad = (s: string, width: number) => s + " ".repeat(Math.max(0, width - displayWidth(s)));

const ACTIONS_WIDTH = 52;

/** Items joined by ", " into lines of at most `width` columns. */
export function wrapList(items: readonly string[], width = ACTIONS_WIDTH): string[] {
  const lines: string[] = [];
  let line = "";
  for (const item of items) {
    const next = line ? `${line}, ${item}` : item;
    if (line && displayWidth(next) > width) {
      lines.push(`${line},`);
      line = item;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

interface Verdict<R> { page: AuditPage; action: string; label: string; row: R }

/** A page's actions grouped by identical marks and reason, in the order they are offered. */
function groups<R>(rows: Verdict<R>[], keyOf: (r: R) => string): Verdict<R>[][] {
  const out = new Map<string, Verdict<R>[]>();
  for (const r of rows) out.set(keyOf(r.row), [...(out.get(keyOf(r.row)) ?? []), r]);
  return [...out.values()];
}

/** Lines for one group: marks, the actions (wrapped), the reason on the first line. */
function groupLines(marks: string, actions: string[], reason: string, indent = "    "): string[] {
  return wrapList(actions).map((a, i) => `${indent}${i === 0 ? marks : pad("", displayWidth(marks))}${pad(a, ACTIONS_WIDTH + 2)}${i === 0 ? reason : ""}`.trimEnd());
}

/** Rows by section, then by page, sections in catalogue order (the pages outside them first). */
function bySection<R extends { page: AuditPage }>(rows: R[], catalogue: readonly AuditSection[]) {
  const titles = new Map<string, string>([[NO_SECTION, "outside sections"], ...catalogue.map((s) => [s.path, s.title] as [string, string])]);
  const sections = new Map<string, Map<AuditPage, R[]>>();
  for (const r of rows) {
    const pages = sections.get(r.page.section) ?? new Map<AuditPage, R[]>();
    pages.set(r.page, [...(pages.get(r.page) ?? []), r]);
    sections.set(r.page.section, pages);
  }
  return [...sections].map(([path, pages]) => ({ path, title: titles.get(path) ?? path, pages: [...pages] }));
}

const mark = (c: Cell) => (c.allowed ? "yes" : "-");
const named = (v: { action: string; label: string }) => `${v.action} ${v.label}`;

/** Table 1: page × action × shop role (guest, admin, user), with the line that decided (admin | user). */
export function pageTable(audit: Audit, catalogue: readonly AuditSection[]): string[] {
  const out = [`${pad("", 4)}${SUBJECTS.map((s) => pad(s, 6)).join("")}${pad("actions", ACTIONS_WIDTH + 2)}why (admin | user)`];
  for (const section of bySection(audit.pages, catalogue)) {
    out.push(`== ${section.title} (${section.path})`);
    for (const [page, rows] of section.pages) {
      out.push(`  ${page.path}  ${page.title}`);
      const reason = (cells: Record<string, Cell>) => {
        const [a = "", u = ""] = [cells.admin?.reason, cells.user?.reason];
        return a === u ? a : `${a} | ${u}`;
      };
      const verdicts = rows.map((r) => ({ page, action: r.action, label: r.label, row: r.cells }));
      for (const g of groups(verdicts, (c) => `${SUBJECTS.map((s) => mark(c[s])).join()}|${reason(c)}`)) {
        const cells = g[0]?.row;
        if (cells) out.push(...groupLines(SUBJECTS.map((s) => pad(mark(cells[s]), 6)).join(""), g.map(named), reason(cells)));
      }
    }
  }
  return out;
}

/** Table 2, for one role: page × action, yes/- and why; a section refused alike is one line. */
export function roleTable(audit: RoleAudit, catalogue: readonly AuditSection[]): string[] {
  const { role } = audit;
  const whole = role.permissions.includes(ALL_GRANTS) ? " (*: every grant, now and later)" : "";
  const out = [`== role ${role.name} · ${role.shop} (shop role ${role.sub}) · ${role.permissions.length} grants stored${whole}`];
  for (const section of bySection(audit.rows, catalogue)) {
    const all = section.pages.flatMap(([, rows]) => rows);
    const first = all[0]?.cell;
    if (first && all.every((r) => !r.cell.allowed && r.cell.reason === first.reason)) {
      out.push(`  ${section.title} (${section.path}): -  all ${section.pages.length} page(s), ${all.length} actions: ${first.reason}`);
      continue;
    }
    out.push(`  ${section.title} (${section.path})`);
    for (const [page, rows] of section.pages) {
      out.push(`    ${page.path}  ${page.title}`);
      const verdicts = rows.map((r) => ({ page, action: r.action, label: r.label, row: r.cell }));
      for (const g of groups(verdicts, (c) => `${c.allowed}|${c.reason}`)) {
        const cell = g[0]?.row;
        if (cell) out.push(...groupLines(pad(mark(cell), 5), g.map(named), cell.reason, "      "));
      }
    }
  }
  return out;
}

/** Everything that makes the report fail, one message each, naming the line, route or role. */
export function auditErrors(audit: Audit, stale: readonly StaleGrant[] = []): string[] {
  return [
    ...audit.uncovered.map((r) => `route ${r.path} (${r.name}) has no policy line in policy.csv`),
    ...audit.unused.map((l) => `policy.csv line ${l.line} covers no page: ${l.text}`),
    ...audit.unoffered.map(({ line, offered }) => `policy.csv line ${line.line}: no page it covers offers action "${line.act}" (they offer ${offered.join(", ")}): ${line.text}`),
    ...audit.unusable.map((l) => `policy.csv line ${l.line} cannot be used (${l.problem}): ${l.text}`),
    ...audit.idle.map((g) => `policy.csv line ${g.line} grants nothing (no line names "${g.parent}"): ${g.text}`),
    ...audit.publicMismatch.map((r) => `route ${r.path}: it says public=${Boolean(r.public)}, policy.csv's guest lines disagree`),
    ...stale.map((s) => `role ${s.role} (${s.shop}) holds grant "${s.key}", which matches no page or action: ${s.problem}`),
  ];
}

/** The report's warnings of roles missing a section (audit-roles.ts missedSections): what, and the two fixes. */
export function missedLines(missed: readonly MissedSections[], catalogue: readonly AuditSection[]): string[] {
  return missed.map(({ role, shop, sections }) => {
    const named = sections.map((w) => {
      const path = sectionOfGrant(w) ?? w;
      return `${catalogue.find((s) => s.path === path)?.title ?? path} (${path})`;
    });
    return `role ${role} (${shop}) holds every grant but those of ${named.join(", ")}: added since the role was saved? `
      + `Give it 全部权限 (${ALL_GRANTS}: every grant, now and later) or the section whole (${sections.join(", ")}) in 角色管理's 权限 tree.`;
  });
}
