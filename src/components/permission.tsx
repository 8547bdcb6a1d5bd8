import type { ReactNode } from "react";
import { hasRole } from "../access/enforcer";
import type { Role } from "../access/rules";
import { useUserStore } from "../stores/user-store";
import { useCan } from "./use-can";

/** The spec's form: roles that may see the children; '*' admits every signed-in role. */
interface RolesForm {
  roles: (Role | "*")[];
  children: ReactNode;
}

/** A page and an action (issue 22): shown when the session may do `action` on `page` of `section`. */
interface ActionForm {
  section: string;
  /** The page as declared: a resource's list route ("/order") or a custom page's path. */
  page: string;
  /** view (default), create, edit, delete, export, or the page's own action (ship, pay …). */
  action?: string;
  /** What shows instead when the action is not granted (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
  roles?: undefined;
}

export type PermissionProps = RolesForm | ActionForm;

/**
 * The spec's permission directive. With `roles` it renders its children only for the listed
 * roles, as casbin's role hierarchy (policy.csv's g lines) has them: '*' is a role every
 * signed-in merchant holds. Given no roles (and no page) it throws Error('need roles'), as the
 * directive does. With `section`, `page` and `action` it asks what every other reader asks
 * (access/decide.ts), an employee's grants included, and follows them when they change.
 *
 * @example
 * <Permission roles={["admin"]}><Button danger>删除</Button></Permission>
 * <Permission section="/order" page="/order" action="ship"><Button>发货</Button></Permission>
 */
export function Permission(props: PermissionProps) {
  if (props.roles === undefined && "page" in props && props.page) return <ByAction {...props} />;
  return <ByRoles roles={props.roles ?? []}>{props.children}</ByRoles>;
}

function ByRoles({ roles, children }: RolesForm) {
  if (!Array.isArray(roles) || roles.length === 0) throw new Error("need roles");
  const role = useUserStore((s) => s.role);
  if (!role || !roles.some((r) => hasRole(role, r))) return null;
  return <>{children}</>;
}

function ByAction({ section, page, action, fallback = null, children }: ActionForm) {
  const check = useCan();
  return <>{check(section, page, action) ? children : fallback}</>;
}
