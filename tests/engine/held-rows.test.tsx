import { waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { FIRST_ROWS } from "../../src/engine/screens/held-rows";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "./resource-harness";

/**
 * A long page draws its first screen of rows, then the rest (issue 26, item 2, held-rows.tsx):
 * through the real list, providers and msw, on the demo's orders at 100 a page. What the page
 * holds is read at each change of the DOM, so the first rows' paint is seen before the rest.
 */

withAdminOnDemoApi();
await preloadScreens("order");

const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
afterEach(() => setWidth(desktopWidth));

/** The list's total (共 N 条), once the pager shows the answer's (while loading it says 0). */
async function total(): Promise<number> {
  let n = 0;
  await waitFor(() => {
    const text = document.querySelector(".ant-pagination-total-text")?.textContent ?? "";
    n = Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? 0);
    expect(n).toBeGreaterThan(0);
  });
  return n;
}

/** Each change of the page: how many rows (`drawn`) and held places (`[data-held]`) it shows. */
function watch(drawn: string) {
  const seen: { drawn: number; held: number }[] = [];
  const observer = new MutationObserver(() =>
    seen.push({ drawn: document.querySelectorAll(drawn).length, held: document.querySelectorAll("[data-held]").length }),
  );
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

it.each([
  ["a table", 1440, "tbody tr.ant-table-row"],
  ["a phone's cards", 390, "section[aria-label='订单列表'] .ant-card"],
])("%s of 100 rows draws its first screen of rows first, then all of them", async (_what, width, drawn) => {
  setWidth(width);
  const page = watch(drawn);
  renderResource("order", "/order?currentPage=1&pageSize=100");
  const rows = Math.min(100, await total());
  expect(rows, "the demo has more orders than a first screen").toBeGreaterThan(FIRST_ROWS);
  await waitFor(() => expect(document.querySelectorAll(drawn)).toHaveLength(rows));
  page.stop();

  expect(page.seen.find((s) => s.drawn > 0)).toEqual({ drawn: FIRST_ROWS, held: rows - FIRST_ROWS });
  expect(document.querySelectorAll("[data-held]")).toHaveLength(0);
});
