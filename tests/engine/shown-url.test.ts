import { afterEach, describe, expect, it } from "vitest";
import type { Location } from "react-router";
import { showUrl } from "../../src/engine/shown-url";

/**
 * A list writes its query into the address without the router (decision 0068), but only while
 * the address is still its screen's: a tab's rows arriving after 查看 took the router to a
 * detail must not put the list's address over the detail's (CI saw the detail drawn under
 * /order/refund?…).
 */
const at = (pathname: string, key: string): Location => ({ pathname, search: "", hash: "", state: null, key });

describe("the address a list writes", () => {
  // the files of a worker share the window: leave no router entry behind
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("is written over the list's own location", () => {
    // the browser router's entry of the list
    window.history.replaceState({ usr: null, key: "list", idx: 1 }, "", "/order/refund");
    showUrl("/order/refund?currentPage=2", at("/order/refund", "list"));
    expect(window.location.pathname + window.location.search).toBe("/order/refund?currentPage=2");
  });

  it("is not written once the router has gone to another screen", () => {
    // the router pushed the detail's entry while the list still waited for its rows
    window.history.pushState({ usr: null, key: "detail", idx: 2 }, "", "/order/refund/rf_1");
    showUrl("/order/refund?filters[0][value]=PENDING", at("/order/refund", "list"));
    expect(window.location.pathname + window.location.search).toBe("/order/refund/rf_1");
  });
});
