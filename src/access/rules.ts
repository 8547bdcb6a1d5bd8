/** Roles of the console (spec section 6). */
export type Role = "admin" | "user";
/** Who asks: a signed-in role, or `guest` when nobody is signed in. */
export type Subject = Role | "guest";

/** The subjects the app asks about, and the two the policy may also name ('*', guest). */
export const SUBJECTS: Subject[] = ["guest", "admin", "user"];
export const BUILT_IN_SUBJECTS = ["guest", "*", "admin", "user"];

/** The section of the routes outside every section (public pages, /redirect/:path). */
export const NO_SECTION = "/";

/** The page a section's own path is asked as: "some page of the section" (model.conf). */
export const SECTION_PAGE = "*";

/** A verified shop (verify_status 2) makes the merchant an admin; anything else a user. */
export function roleFromVerifyStatus(verifyStatus: unknown): Role {
  return Number(verifyStatus) === 2 ? "admin" : "user";
}

/**
 * casbin's one question (model.conf, asked through decide.ts): may `sub` do `act` (default
 * view) on page `page` (a resource's list route or a custom page's path) of section `sec`?
 */
export type Check = (sub: Subject, sec: string, page: string, act?: string) => boolean;
