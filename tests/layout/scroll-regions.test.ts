import { describe, expect, it } from "vitest";
import { markScrollRegions } from "../../src/layout/scroll-regions";

/** A table's scrolling box `scrollWidth` wide in `clientWidth` (jsdom lays nothing out). */
function scroller(scrollWidth: number, clientWidth: number, inner = "<table><tr><td>卡号</td></tr></table>") {
  const main = document.createElement("main");
  main.innerHTML = `<div class="ant-table-content">${inner}</div>`;
  const box = main.firstElementChild as HTMLElement;
  Object.defineProperty(box, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(box, "clientWidth", { configurable: true, get: () => clientWidth });
  return { main, box };
}

// issue 23: axe scrollable-region-focusable on a phone's wide tables and details
describe("markScrollRegions", () => {
  it("gives a box that scrolls sideways a Tab stop, and takes it back when it fits again", () => {
    const { main, box } = scroller(600, 358);
    markScrollRegions(main);
    expect(box.tabIndex).toBe(0);
    Object.defineProperty(box, "clientWidth", { configurable: true, get: () => 600 });
    markScrollRegions(main);
    expect(box.hasAttribute("tabindex")).toBe(false);
  });

  it("leaves a box that fits, or holds a Tab stop of its own, as it is", () => {
    const fits = scroller(358, 358);
    markScrollRegions(fits.main);
    expect(fits.box.hasAttribute("tabindex")).toBe(false);
    const linked = scroller(600, 358, `<a href="/order/1">查看</a>`);
    markScrollRegions(linked.main);
    expect(linked.box.hasAttribute("tabindex")).toBe(false);
  });
});
