import { expandGrants } from "../access/role-grants";
import { grantSections } from "../catalogue/pages";
import type { RepositoryScope } from "./repository/types";
import { ENDED_BY } from "./session-end";
import { employeeOf, roleOf } from "./shop-tables";
import type { EmployeeRow } from "./types";

/**
 * An employee's session as the session check needs it (route.ts sessionUser), through the call's
 * repository (decisions 0095, 0105): the employee of the session's shop and their role's grants
 * now (a changed role applies on the next call), or why the session has ended (disabled,
 * deleted). A role's `*` and `/x/*` are spelled out against the console's catalogue as it is
 * now (role-grants.ts, decision 0121), so a section added after the role was saved is in them. Every API's repository has the tables employee and role (create-api.ts).
 */
export type StaffOf = { staff: EmployeeRow; grants: string[] } | { ended: string };

export async function staffOf(repo: RepositoryScope, shop: string, alias: string): Promise<StaffOf> {
  const found = await repo.table("employee").get(shop, alias);
  if (!found) return { ended: ENDED_BY.deleted };
  const staff = employeeOf(found);
  if (staff.status !== 1) return { ended: ENDED_BY.disabled };
  // a role of the shop only: a row of another shop is never found (aliases are unique across shops all the same)
  const role = await repo.table("role").get(shop, staff.role_alias);
  return { staff, grants: role ? expandGrants(roleOf(role).permissions, grantSections) : [] };
}
