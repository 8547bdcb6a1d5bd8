import type { ReactNode } from "react";
import type { Rec } from "../types";

/**
 * What a custom screen adds to a resource's generated list (the order list's 批量发货, 导入发货,
 * 打印发货单, a row's 发货, a phone card's picture), drawing it with the list's own filters,
 * tabs, paging and cards: `<GeneratedList extras={…} />` in place of the generated screen
 * (a section's routes.ts `screens`). Each part is optional.
 */
export interface ListExtras {
  /**
   * The rows that may be picked for the page's own batch tools (a row of another state has a
   * greyed checkbox); with `batchTools`, the list offers picking even without 批量删除.
   */
  selectable?(record: Rec): boolean;
  /**
   * The page's tools over the picked rows (the records as listed), drawn above the list while
   * one is picked; `clear` un-picks them (after a batch that changed them).
   */
  batchTools?(picked: Rec[], clear: () => void): ReactNode;
  /** More buttons on the list's toolbar (导入). */
  tools?: ReactNode;
  /** Buttons before a row's own (and a phone card's). */
  rowTools?(record: Rec): ReactNode;
  /** The width `rowTools` adds to the 操作 column, in px. */
  rowToolsWidth?: number;
  /** A phone card's picture (an order's goods): an image URL, or nothing. */
  cardImage?(record: Rec): string | undefined;
}
