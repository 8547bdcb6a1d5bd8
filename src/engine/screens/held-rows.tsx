/**
 * A long page's rows past the first screen are drawn just after it (issue 26, item 2, decision
 * 0047). A page of 50 or 100 rows drew every row's cells in one task before any showed; now the
 * rows a screen can show come first, and the rest follow in a React transition, which draws them
 * in slices between frames. Until then each is an empty row of a row's height, so the page's
 * length hardly changes.
 *
 * Measured against antd's `virtual` table, which draws only the rows in view: that needs every
 * column's exact width (it cut the name column and wrapped the 操作 buttons, decision 0046), and a
 * page's rows would not all be in the page (the browser's find, a screen reader's row count).
 * Here every row is a real row within a moment, in the same table.
 */
import { Children, createContext, startTransition, useContext, useEffect, useMemo, useState, type HTMLAttributes } from "react";
import type { Rec } from "../types";
import { isSkeletonKey, SkeletonRow } from "./list-skeleton";

/**
 * Rows drawn at once: more than a tall screen shows under a list's title, tabs and filters (a
 * row of the middle size is at least 47 px high; 24 fill 1,128 px).
 */
export const FIRST_ROWS = 24;
/** A held row's height till it is drawn: a row of one line of text. */
const HELD_ROW_HEIGHT = 55;

/** The keys of the rows not drawn yet (null: all are). */
const HeldRows = createContext<ReadonlySet<string> | null>(null);
export const HeldRowsProvider = HeldRows.Provider;

/**
 * The keys (`rowKey`'s values) of `rows` past the first screen while they wait, then null. A new
 * page of rows (a new array) waits again; `on` false draws every row at once (a tree).
 */
export function useHeldRows(rows: readonly Rec[] | undefined, rowKey: string, on = true): ReadonlySet<string> | null {
  const [drawn, setDrawn] = useState<readonly Rec[] | undefined>(undefined);
  const holding = on && rows !== undefined && rows.length > FIRST_ROWS && drawn !== rows;
  const held = useMemo(
    () => (holding && rows ? new Set(rows.slice(FIRST_ROWS).map((row) => String(row[rowKey] ?? ""))) : null),
    [holding, rows, rowKey],
  );
  useEffect(() => {
    if (holding) startTransition(() => setDrawn(rows));
  }, [holding, rows]);
  return held;
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { "data-row-key"?: string | number };

/** The table's row (antd's `components.body.row`): a held one is an empty row until drawn; a skeleton's, blocks (list-skeleton.tsx). */
function TableRow(props: RowProps) {
  const held = useContext(HeldRows);
  const key = props["data-row-key"];
  if (key !== undefined && isSkeletonKey(key)) return <SkeletonRow rowKey={key}>{props.children}</SkeletonRow>;
  if (held && key !== undefined && held.has(String(key))) {
    return (
      <tr data-row-key={key} data-held="" aria-hidden style={{ height: HELD_ROW_HEIGHT }}>
        <td colSpan={Children.count(props.children)} />
      </tr>
    );
  }
  return <tr {...props} />;
}

/** antd Table's `components` for a list whose rows may be held (one object: the table's props stay the same). */
export const HELD_ROW_COMPONENTS = { body: { row: TableRow } };
