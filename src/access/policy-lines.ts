/** The lines of policy.csv, parsed for the audit (casbin reads the file itself). */
import { isActionWord } from "./grant-key";
import { BUILT_IN_SUBJECTS } from "./rules";

/** Policy actions that grant everything a page offers ("open" is the older spelling of "*"). */
export const ANY_ACTION: ReadonlySet<string> = new Set(["*", "open"]);

/** An action a line may name: a word (view, ship, set-default), or "*" / "open". */
export const usableAction = (act: string): boolean => ANY_ACTION.has(act) || isActionWord(act);

/** A `p` line: sub may do act on the pages obj of section sec. */
export interface PolicyLine {
  line: number;
  text: string;
  sub: string;
  sec: string;
  obj: string;
  act: string;
}

/** A `g` line: child also holds the role parent. */
export interface GroupingLine {
  line: number;
  text: string;
  child: string;
  parent: string;
}

export interface ParsedPolicy {
  policies: PolicyLine[];
  groupings: GroupingLine[];
  /** Lines that are neither (a typo in the kind, too few fields). */
  malformed: { line: number; text: string }[];
}

export function parsePolicy(text: string): ParsedPolicy {
  const out: ParsedPolicy = { policies: [], groupings: [], malformed: [] };
  text.split("\n").forEach((raw, i) => {
    const text = raw.trim();
    if (!text || text.startsWith("#")) return;
    const [kind, ...rest] = text.split(",").map((s) => s.trim());
    const line = i + 1;
    if (kind === "p" && rest.length === 4 && rest.every(Boolean)) {
      const [sub = "", sec = "", obj = "", act = ""] = rest;
      out.policies.push({ line, text, sub, sec, obj, act });
    } else if (kind === "g" && rest.length === 2 && rest.every(Boolean)) {
      out.groupings.push({ line, text, child: rest[0] ?? "", parent: rest[1] ?? "" });
    } else {
      out.malformed.push({ line, text });
    }
  });
  return out;
}

/** A page pattern the model can use: "*", an exact path, or a path ending in "/*". */
export function usablePattern(obj: string): boolean {
  return obj === "*" || (obj.startsWith("/") && !obj.slice(0, -2).includes("*") && (!obj.includes("*") || obj.endsWith("/*")));
}

/** Roles that grant something: named by a p line, or (through g lines) held by such a role's child. */
export function grantingRoles(policy: ParsedPolicy): Set<string> {
  const granting = new Set(policy.policies.map((p) => p.sub));
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of policy.groupings) {
      // a role whose parent grants, grants too (admin → * → guest)
      if (granting.has(g.parent) && !granting.has(g.child)) {
        granting.add(g.child);
        grew = true;
      }
    }
  }
  return granting;
}

/** The p line whose fields casbin reports as the deciding rule (enforceEx), if any. */
export function lineOfRule(policy: ParsedPolicy, rule: readonly string[]): PolicyLine | undefined {
  const wanted = rule.join(",");
  return policy.policies.find((l) => [l.sub, l.sec, l.obj, l.act].join(",") === wanted);
}

/** Lines casbin cannot use as meant: malformed, an unknown subject, a bad action word or pattern. */
export function unusableLines(policy: ParsedPolicy): { line: number; text: string; problem: string }[] {
  const roles = new Set([...BUILT_IN_SUBJECTS, ...policy.groupings.map((g) => g.parent)]);
  return [
    ...policy.malformed.map((l) => ({ ...l, problem: "not a p line of 4 fields nor a g line of 2" })),
    ...policy.policies.flatMap((l) => [
      ...(roles.has(l.sub) ? [] : [{ line: l.line, text: l.text, problem: `unknown subject "${l.sub}"` }]),
      ...(usableAction(l.act) ? [] : [{ line: l.line, text: l.text, problem: `action "${l.act}": use *, view or one action word` }]),
      ...(usablePattern(l.obj) ? [] : [{ line: l.line, text: l.text, problem: `pattern "${l.obj}": use *, /a/b or /a/b/*` }]),
    ]),
    ...policy.groupings.flatMap((g) => (roles.has(g.child) ? [] : [{ line: g.line, text: g.text, problem: `unknown subject "${g.child}"` }])),
  ];
}
