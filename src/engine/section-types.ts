import type { SectionIcon } from "./section-icons";
import type { PageAction, PageLoader } from "./route-types";

/**
 * A section of the console (a top-level menu group), declared in its own folder:
 * `src/resources/<section>/section.ts` default-exports one. Its resources join it by
 * `section: "<path>"`; its custom screens by `src/pages/<section>/routes.ts`.
 *
 * @example
 * export default defineSection({ path: "/purchase", name: "Purchase", title: "采购管理", icon: "purchase", order: 65 });
 */
export interface SectionConfig {
  /** The section's path, e.g. "/goods"; its screens live at this path or below it. */
  path: string;
  /** Route name of the section's own path (the login redirect can carry it). */
  name: string;
  /** Menu title, e.g. 商品管理. */
  title: string;
  /** The menu's icon: one of SECTION_ICONS (section-icons.ts; the guide's §1 shows them). */
  icon?: SectionIcon;
  /** Position in the menu (lower first). */
  order: number;
  /** The section's own path opens this route (default: its first menu entry the role may open). */
  redirect?: string;
  /** Other path prefixes whose screens belong here (the spec files /notice/* under 仪表盘). */
  alsoUnder?: string[];
}

/** A screen that is not a resource's, declared by its section (src/pages/<section>/routes.ts). */
export interface PageConfig {
  path: string;
  /** Unique route name (the login redirect carries it). */
  name: string;
  title: string;
  page: PageLoader;
  /** Not in the menu (pages opened from another screen, e.g. a pay page). */
  hidden?: boolean;
  /** Position among the section's menu entries (resources' `menu.order`); default 100. */
  order?: number;
  /** The menu item opens this concrete path (for a page whose path takes a param). */
  menuPath?: string;
  /**
   * What the page lets a merchant do beyond seeing it (提现 on 资产概况), each a grant of its own
   * (角色 权限, policy.csv's actions): `{ key: "withdraw", label: "提现" }`. Seeing it is `view`.
   */
  actions?: PageAction[];
  /**
   * A page that is an action of another page rather than a page of its own (the pay page is
   * 打款 of the recycle orders): opening it asks for `action` on `page` (a resource's list route
   * or a page's path, in this section); `label` names the action when that page does not offer it yet.
   */
  actionOf?: { page: string; action: string; label?: string };
}

/** What a section's src/pages/<section>/routes.ts default-exports. */
export interface SectionPages {
  /** The section's path. */
  section: string;
  /** The section's own screens. */
  pages?: PageConfig[];
  /**
   * Custom screens in place of a resource's generated one, by the resource's route path
   * (e.g. the order detail with its steps): the route keeps the resource's name and title.
   * `{ page, generated: true }`: the generated screen with a part of its own (FormScreen's
   * `part`), making the same calls, so the route keeps its read ahead too.
   */
  screens?: Record<string, PageLoader | { page: PageLoader; generated: true }>;
  /**
   * Of `screens`, those that draw the generated screen with more of their own (a list's
   * GeneratedList with extras, list-extras.ts): they make its calls, so its read ahead is kept.
   */
  readsAhead?: string[];
  /**
   * Actions the custom screens add to a resource's page, by its list route: the order detail's
   * 发货 is `{ "/order": [{ key: "ship", label: "发货" }] }`. Each is a grant like the config's own.
   */
  actions?: Record<string, PageAction[]>;
}

/** The loader of a screen declared in `screens` (either form). */
export const screenPage = (screen: NonNullable<SectionPages["screens"]>[string]): PageLoader =>
  typeof screen === "function" ? screen : screen.page;

/** Typed identity helpers: a declaration file reads `export default defineSection({...})`. */
export const defineSection = (s: SectionConfig): SectionConfig => s;
export const defineSectionPages = (p: SectionPages): SectionPages => p;
