import { PUBLIC_ROUTES, SHELL_ROUTES } from "../catalogue/public-routes";
import type { AppRoute } from "../engine/route-types";
import { pages } from "./pages";

/**
 * The routes that belong to no section (src/catalogue/public-routes.ts: the spec's public pages
 * and the redirect page), with their screens. Everything else is declared in its section's
 * folder (src/resources/<section>/ and src/pages/<section>/routes.ts) and assembled by
 * src/routes/sections.ts. Roles live in src/access/policy.csv, never here.
 */
export const publicRoutes: AppRoute[] = PUBLIC_ROUTES.map(({ screen, ...route }) => ({ ...route, page: pages[screen] }));

/** The signed-in pages of no section (消息中心), inside the shell. */
export const shellRoutes: AppRoute[] = SHELL_ROUTES.map(({ screen, ...route }) => ({ ...route, page: pages[screen] }));

/** The empty path goes here (spec section 2). */
export const HOME_PATH = "/user/setting";
/** The tab bar's default tab. */
export const WORKPLACE_PATH = "/dashboard/workplace";
