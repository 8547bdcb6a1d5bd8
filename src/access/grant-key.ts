/**
 * Grant keys: what a role (角色) stores for each thing it grants, one per page and action,
 * e.g. "/goods:view", "/goods/keys:delete", "/order:ship". The page part is the page's path
 * without its params (/goods/keys/:alias → /goods/keys), so a key reads like the URL a merchant
 * sees and stays the same while the declarations keep their paths. model.conf calls grantKey
 * (registered by build-enforcer.ts) to match an employee's g2 lines.
 */

/** Seeing a page: its menu entry, its list and its records. Every other action needs it. */
export const VIEW = "view";

/** The CRUD actions a resource page may offer, besides its own (ship, pay, status …). */
export const CRUD_ACTIONS = ["view", "create", "edit", "delete", "export"] as const;

/** A word an action is written as (ship, sendBatch, set-default): what keys and policy lines carry. */
export const isActionWord = (act: string): boolean => /^[A-Za-z][\w-]*$/.test(act);

/** One key for a set of grants, whatever their order (null: an owner's session, no grants to follow). */
export function grantsKey(grants: readonly string[] | null): string | null {
  return grants ? [...grants].sort().join(",") : null;
}

/** A page path without its params: /ump/draw/record/:alias/:status → /ump/draw/record. */
export function pageKeyOf(pagePath: string): string {
  const kept = pagePath.split("/").filter((s) => s && !s.startsWith(":"));
  return `/${kept.join("/")}`;
}

/** The grant key of doing `act` on the page at `pagePath`. */
export function grantKey(pagePath: string, act: string): string {
  return `${pageKeyOf(pagePath)}:${act}`;
}

/** A grant key's page key and action, or null when it is not one ("/goods:edit" → ["/goods", "edit"]). */
export function parseGrantKey(key: string): { page: string; act: string } | null {
  const at = key.lastIndexOf(":");
  if (at <= 0 || !key.startsWith("/")) return null;
  const page = key.slice(0, at);
  const act = key.slice(at + 1);
  return isActionWord(act) && !page.includes(":") ? { page, act } : null;
}
