import type { PageLoader } from "../engine/route-types";

/**
 * Screens of the routes outside the sections. Each is a dynamic import, so every screen
 * is its own chunk and the first screen only loads what it shows.
 */
export const pages = {
  login: () => import("../pages/login"),
  register: () => import("../pages/register"),
  notFound: () => import("../pages/not-found"),
  unknownUrl: () => import("../pages/unknown-url"),
  refresh: () => import("../pages/refresh"),
  redirect: () => import("../pages/redirect"),
  messages: () => import("../pages/messages/messages-page"),
} satisfies Record<string, PageLoader>;
