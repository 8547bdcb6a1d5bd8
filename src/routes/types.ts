import type { ComponentType } from "react";

/** Loads a screen on demand so each route ships in its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One route of the console. Paths are absolute patterns, exactly as in the spec's
 * route table. Who may open a route is NOT written here: see src/access/policy.csv.
 */
export interface AppRoute {
  /** Absolute path pattern, e.g. "/goods/edit/:alias". */
  path: string;
  /** Unique route name; the login redirect parameter carries it. */
  name: string;
  /** Chinese title for menu, tab bar and document title. */
  title: string;
  /** Icon key of a section (see src/layout/menu-icons.ts). */
  icon?: string;
  /**
   * Needs no sign-in (spec: "no auth needed"). policy.csv says the same with a `guest`
   * line, and `npm run access:report` fails if the two disagree; the flag only lets the
   * guard open these pages without first downloading casbin.
   */
  public?: boolean;
  /** Not shown in the menu (detail, edit and create screens, public pages). */
  hideInMenu?: boolean;
  /** The menu item opens this concrete path (for list routes that take a param). */
  menuPath?: string;
  /** This route only redirects to another path. */
  redirect?: string;
  /** The screen; absent on sections (they render their children) and redirects. */
  page?: PageLoader;
  /** A section's routes. */
  children?: AppRoute[];
}
