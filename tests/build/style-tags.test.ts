import { afterEach, describe, expect, it, vi } from "vitest";
import { removeCSS, updateCSS } from "../../src/build/style-tags";

/**
 * The build's stand-in for rc-util's updateCSS under antd's cssinjs (decision 0132): a tag it wrote,
 * still in the page with the same CSS, comes back without the page being read; every other call
 * writes as rc-util does.
 */
const OPTION = { mark: "data-test-css", prepend: "queue" as const };
const tagsOf = (key: string) => document.head.querySelectorAll(`style[data-test-css="${key}"]`);

afterEach(() => {
  for (const tag of document.head.querySelectorAll("style[data-test-css]")) tag.remove();
  vi.restoreAllMocks();
});

describe("antd's style tags in the build", () => {
  it("writes a key's tag once, and hands it back for the same CSS without reading the page", () => {
    const first = updateCSS(".a{color:red}", "k1", OPTION);
    expect(tagsOf("k1")).toHaveLength(1);
    const children = vi.spyOn(document.head, "children", "get");
    expect(updateCSS(".a{color:red}", "k1", OPTION)).toBe(first);
    expect(children).not.toHaveBeenCalled();
    expect(tagsOf("k1")).toHaveLength(1);
  });

  it("writes new CSS for a key into its tag", () => {
    const tag = updateCSS(".b{color:red}", "k2", OPTION);
    expect(updateCSS(".b{color:blue}", "k2", OPTION)).toBe(tag);
    expect(tag.innerHTML).toBe(".b{color:blue}");
    expect(tagsOf("k2")).toHaveLength(1);
  });

  it("writes a tag again once someone took it out of the page, and removes one", () => {
    updateCSS(".c{color:red}", "k3", OPTION).remove();
    const again = updateCSS(".c{color:red}", "k3", OPTION);
    expect(again.isConnected).toBe(true);
    expect(tagsOf("k3")).toHaveLength(1);
    removeCSS("k3", OPTION);
    expect(tagsOf("k3")).toHaveLength(0);
    expect(updateCSS(".c{color:red}", "k3", OPTION).isConnected).toBe(true);
  });
});
