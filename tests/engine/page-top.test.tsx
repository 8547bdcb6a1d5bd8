import { waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { firstColumn, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "./resource-harness";

/**
 * Another page of a list opens at the top of the window (page-top.ts, decision 0047), when the
 * merchant has scrolled past the list's head to reach the pager; not when the head is in view.
 * jsdom lays nothing out: the list's place is told by its box (the element round the rows).
 */

withAdminOnDemoApi();
await preloadScreens("order");

afterEach(() => vi.restoreAllMocks());

/** The list's rows start `top` px from the window's top (negative: above it). */
function listStartsAt(top: number) {
  const real = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return this.querySelector("table[aria-label$='列表'], [aria-label$='列表'] table") ? DOMRect.fromRect({ y: top, height: 2000 }) : real.call(this);
  });
}

async function toPage2() {
  const user = setupUser();
  renderResource("order", "/order?currentPage=1&pageSize=10");
  await waitFor(() => expect(firstColumn().length).toBe(10));
  const first = firstColumn()[0];
  const page2 = document.querySelector<HTMLElement>("li.ant-pagination-item-2");
  if (!page2) throw new Error("no page 2 in the pager");
  await user.click(page2);
  await waitFor(() => expect(firstColumn()[0]).not.toBe(first));
}

it.each([
  ["scrolled past the list's head", -800, [[{ top: 0 }]]],
  ["with the list's head in view", 120, []],
])("page 2, %s: the window goes to its top only then", async (_what, top, calls) => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  listStartsAt(top);
  await toPage2();
  expect(scrollTo.mock.calls).toEqual(calls);
});
