import type { CrudFilter } from "@refinedev/core";
import type { useAccess } from "../engine-context";
import { textWidth } from "../fields/column-width";
import { actionAct } from "../page-actions";
import { operationsOf } from "../registry";
import type { ActionConfig, Condition, Rec, ResourceConfig } from "../types";
import { transitionWhen } from "../transitions";
import { isEmpty, matches } from "../validation";
import { linkTarget } from "./use-run-action";

type Access = ReturnType<typeof useAccess>;

/** Where a record's buttons are, and how its 查看 / 编辑 open (row-actions.tsx). */
export interface OfferPlace {
  /** On the detail page the record's own 查看 link is left out. */
  place: "list" | "detail";
  /** Opens the detail drawer (resources whose routes have no detail page). */
  onView?: (record: Rec) => void;
  /** Opens the form modal (`form: "modal"`), in place of the edit route's link. */
  onEdit?: (record: Rec) => void;
}

/** Which buttons a record has, for the merchant (RowButtons draws them; a list without any draws no 操作 column). */
export interface RowOffer {
  view: boolean;
  edit: boolean;
  actions: ActionConfig[];
  remove: boolean;
}

/**
 * The buttons of `record`; with `record` null, of any record the list may show (an empty page):
 * a row action counts unless its condition is on a field the page's filters fix to a value it
 * refuses (`probe`), and a link by its route pattern.
 */
function offer(config: ResourceConfig, record: Rec | null, probe: Rec, access: Access, opts: OfferPlace): RowOffer {
  const ops = operationsOf(config);
  // a link opens a route, whose own access decides; a toggle or a call is its grant on this page
  const allowed = (a: ActionConfig) =>
    a.kind === "link" ? access.open(record ? linkTarget(a, record, config) : (a.to ?? "/")) : access.act(config, actionAct(a));
  const shown = (when: Condition | undefined) => !when || (record ? matches(when, record) : !(when.field in probe) || matches(when, probe));
  return {
    view: opts.place === "list" && ops.has("detail") && access.act(config) && Boolean(config.routes.detail || opts.onView),
    edit: ops.has("edit") && access.act(config, "edit") && Boolean(opts.onEdit || config.routes.edit),
    // a transition's button only for records it moves (its `from`), and its visibleWhen too
    actions: (config.actions ?? []).filter((a) => (a.scope ?? "row") === "row" && shown(a.visibleWhen) && shown(transitionWhen(config, a)) && allowed(a)),
    remove: ops.has("delete") && access.act(config, "delete"),
  };
}

export const rowOffer = (config: ResourceConfig, record: Rec, access: Access, opts: OfferPlace): RowOffer =>
  offer(config, record, {}, access, opts);

/**
 * What a row of an empty page could offer, its filters (a status tab) standing for the record:
 * the 操作 header stays on a list that has no rows now (issue 23) but not on a tab whose records
 * never have a button (已发放 中奖记录, decision 0021).
 */
export function emptyPageOffer(config: ResourceConfig, filters: readonly CrudFilter[], access: Access, opts: OfferPlace): RowOffer {
  const probe: Rec = {};
  for (const f of filters) if ("field" in f && f.operator === "eq" && !isEmpty(f.value)) probe[f.field] = f.value;
  return offer(config, null, probe, access, opts);
}

export const offersAny = (o: RowOffer): boolean => o.view || o.edit || o.remove || o.actions.length > 0;

/**
 * px of a row's button (estimated like the columns, column-width.ts): a link its label; 查看 /
 * 编辑 as buttons their border too; other buttons their padding and border.
 */
export function buttonWidth(label: string, kind: "link" | "plain" | "button"): number {
  return textWidth(label) + (kind === "link" ? 0 : kind === "plain" ? 2 : 16);
}

/** A row's line of buttons: decision 0022's 操作 width for four short ones. */
export const ROW_LINE = 160;
const GAP = 4;
/** 更多 with its arrow, a small link button (row-menu.tsx). */
export const MORE_WIDTH = buttonWidth("更多", "button") + 12;

/** How wide some buttons are beside each other. */
export const lineWidth = (widths: readonly number[]): number => widths.reduce((s, w) => s + w, 0) + GAP * Math.max(widths.length - 1, 0);

/**
 * A row's buttons in order → those on its line and those under 更多 (issue 23): all when they
 * fit ROW_LINE, else the first ones that fit beside 更多 (one at least), rather than wrapping the
 * row onto a second line. The list's 操作 width (list-columns.tsx) and the row agree, from the
 * same estimates. A button that `stays` (a toggle: 上架/下架 switches what the row is, issue 37)
 * is never under 更多: it stays on the line after the first ones, and only the others go under
 * 更多, so it stands where it does on the rows with fewer buttons (a 卡密 goods item's 上架
 * beside every other's) without widening every row by all of its buttons.
 */
export function splitRow<T>(buttons: readonly T[], width: (b: T) => number, stays: (b: T) => boolean = () => false): { inline: T[]; more: T[] } {
  const widths = buttons.map(width);
  if (lineWidth(widths) <= ROW_LINE) return { inline: [...buttons], more: [] };
  let n = buttons.length - 1;
  while (n > 1 && lineWidth([...widths.slice(0, n), MORE_WIDTH]) > ROW_LINE) n--;
  const rest = buttons.slice(n);
  const more = rest.filter((b) => !stays(b));
  if (more.length === 0) return { inline: [...buttons], more: [] };
  return { inline: [...buttons.slice(0, n), ...rest.filter(stays)], more };
}
