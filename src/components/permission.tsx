import type { ReactNode } from "react";
import { hasRole } from "../access/enforcer";
import type { Role } from "../access/rules";
import { useUserStore } from "../stores/user-store";

export interface PermissionProps {
  /** Roles that may see the children; '*' admits every signed-in role. */
  roles: (Role | "*")[];
  children: ReactNode;
}

/**
 * The spec's permission directive: renders its children only for the listed roles, as
 * casbin's role hierarchy (policy.csv's g lines) has them: '*' is a role every signed-in
 * merchant holds. Given no roles it throws Error('need roles'), as the directive does.
 *
 * @example
 * <Permission roles={["admin"]}><Button danger>删除</Button></Permission>
 */
export function Permission({ roles, children }: PermissionProps) {
  if (!Array.isArray(roles) || roles.length === 0) throw new Error("need roles");
  const role = useUserStore((s) => s.role);
  if (!role || !roles.some((r) => hasRole(role, r))) return null;
  return <>{children}</>;
}
