import { renderHook } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { useSkeletonWidths } from "../../../src/engine/screens/list-skeleton";

/**
 * A list's skeleton draws its columns at the widths its rows had last (list-skeleton.tsx): the
 * header does not move sideways when the rows come. Kept per resource, used only for the same columns.
 */

const declared = JSON.stringify([["name", { width: 200, flexible: true }], ["city", { width: 120, flexible: true }]]);
const fitted = JSON.stringify([["name", { width: 260, flexible: true }], ["city", { width: 80, flexible: false }]]);
const otherColumns = JSON.stringify([["name", { width: 200, flexible: true }]]);

beforeEach(() => localStorage.clear());

it("uses the declared widths on a first visit, then keeps the rows' widths for the next skeleton", () => {
  const first = renderHook(({ widths, loading, rows }) => useSkeletonWidths("brand", widths, loading, rows), {
    initialProps: { widths: declared, loading: true, rows: 0 },
  });
  expect(first.result.current).toBe(declared);
  first.rerender({ widths: fitted, loading: false, rows: 3 });
  expect(first.result.current).toBe(fitted);
  first.unmount();

  const again = renderHook(({ widths, loading }) => useSkeletonWidths("brand", widths, loading, 0), { initialProps: { widths: declared, loading: true } });
  expect(again.result.current).toBe(fitted);
  again.rerender({ widths: fitted, loading: false });
  expect(again.result.current).toBe(fitted);
});

it("keeps them per resource, and not for other columns (one hidden since)", () => {
  const seen = renderHook(() => useSkeletonWidths("brand", fitted, false, 3));
  seen.unmount();
  expect(renderHook(() => useSkeletonWidths("goods", declared, true, 0)).result.current).toBe(declared);
  expect(renderHook(() => useSkeletonWidths("brand", otherColumns, true, 0)).result.current).toBe(otherColumns);
});

it("keeps nothing from a page without rows", () => {
  renderHook(() => useSkeletonWidths("brand", declared, false, 0)).unmount();
  expect(localStorage.length).toBe(0);
});
