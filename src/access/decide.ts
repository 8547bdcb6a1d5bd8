import { OWNER, STAFF, type Enforcer } from "./build-enforcer";
import { VIEW } from "./grant-key";
import type { Subject } from "./rules";

/**
 * The one question every reader asks: may `sub` (an employee when `staff`) do `act` on the
 * page `page` of section `sec`? casbin answers from model.conf and policy.csv (and, for an
 * employee, their role's grants inside `enforcer`); an action also needs view of its page,
 * so a role that may delete but not see a page can do neither.
 */
export function decide(enforcer: Enforcer, sub: Subject, staff: boolean, sec: string, page: string, act = VIEW): boolean {
  const who = staff ? STAFF : OWNER;
  if (!enforcer.enforceSync(sub, who, sec, page, act)) return false;
  return act === VIEW || enforcer.enforceSync(sub, who, sec, page, VIEW);
}

/** decide, with the policy line that allowed it (for the report): [allowed, the p line's fields]. */
export function explain(enforcer: Enforcer, sub: Subject, staff: boolean, sec: string, page: string, act = VIEW): [boolean, string[]] {
  const [allowed, rule] = enforcer.enforceExSync(sub, staff ? STAFF : OWNER, sec, page, act);
  if (!allowed || act === VIEW) return [allowed, rule];
  return [decide(enforcer, sub, staff, sec, page, VIEW), rule];
}
