/** Roles of the console (spec section 6). */
export type Role = "admin" | "user";
/** Who asks: a signed-in role, or `guest` when nobody is signed in. */
export type Subject = Role | "guest";

/** A verified shop (verify_status 2) makes the merchant an admin; anything else a user. */
export function roleFromVerifyStatus(verifyStatus: unknown): Role {
  return Number(verifyStatus) === 2 ? "admin" : "user";
}

export type Check = (sub: Subject, obj: string, act?: string) => boolean;

/**
 * A route opens when its own policy AND its section's policy admit the subject
 * (spec: "a child is reachable only when its parent section is too").
 */
export function canOpenRoute(check: Check, sub: Subject, routePath: string, sectionPath?: string): boolean {
  if (sectionPath && sectionPath !== routePath && !check(sub, sectionPath)) return false;
  return check(sub, routePath);
}
