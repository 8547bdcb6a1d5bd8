import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { alike, useSteadyProps } from "../../src/engine/use-steady-props";

it("alike: the same values level by level, arrays element by element, functions all alike", () => {
  const rows = [{ a: 1 }];
  expect(alike({ x: 1, p: { current: 2, position: ["bottomRight"], onChange: () => 1 } }, { x: 1, p: { current: 2, position: ["bottomRight"], onChange: () => 2 } })).toBe(true);
  expect(alike({ p: { current: 2 } }, { p: { current: 3 } })).toBe(false);
  expect(alike({ rows }, { rows: [{ a: 1 }] }), "rows are compared by identity").toBe(false);
  expect(alike({ rows }, { rows: [...rows] })).toBe(true);
  expect(alike({ a: 1 }, { a: 1, b: undefined }), "a key more").toBe(false);
});

it("useSteadyProps keeps its object while the props draw the same, and its functions call the latest ones", () => {
  const { result, rerender } = renderHook(({ page, label }: { page: number; label: string }) =>
    useSteadyProps({ pagination: { current: page, onChange: () => `${label} ${page}` } }), { initialProps: { page: 1, label: "a" } });
  const first = result.current;
  rerender({ page: 1, label: "b" });
  expect(result.current).toBe(first);
  expect(result.current.pagination.onChange(), "the latest render's function").toBe("b 1");
  rerender({ page: 2, label: "b" });
  expect(result.current).not.toBe(first);
  expect(result.current.pagination.current).toBe(2);
  expect(result.current.pagination.onChange()).toBe("b 2");
});
