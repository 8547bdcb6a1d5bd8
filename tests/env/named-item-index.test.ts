import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { jsdomNamedItem } from "./named-item-index";

// the impl behind a collection wrapper (what both namedItems are called on)
const fromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
const { implForWrapper } = fromJsdom("./jsdom/living/generated/utils.js") as { implForWrapper(w: unknown): never };

const KEYS = ["a", "b", "c", "length", "item", "x", "svg-id", "svg-name", ""];

/** Every key through the collection as a page reads it, and through jsdom's own namedItem. */
function bothAnswers(collection: HTMLCollection) {
  const impl = implForWrapper(collection);
  return KEYS.map((key) => ({ key, indexed: collection.namedItem(key), jsdom: jsdomNamedItem(impl, key) }));
}

function expectSame(collection: HTMLCollection) {
  for (const { key, indexed, jsdom } of bothAnswers(collection)) {
    expect(indexed === null ? null : implForWrapper(indexed), `namedItem(${JSON.stringify(key)})`).toBe(jsdom);
  }
}

describe("the named-item index (tests/setup.ts installs it)", () => {
  it("answers as jsdom does, in tree order, through ids, names and changes", () => {
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = `<p name="a"></p><span id="a"></span><input name="b"><svg id="svg-id" name="svg-name"></svg><i id="length"></i>`;
    const children = root.children;
    const all = root.getElementsByTagName("*");
    expect(children.namedItem("a")).toBe(root.firstElementChild); // a name before an id: the first wins
    expect(children.namedItem("svg-name")).toBeNull(); // name counts for HTML elements only
    expectSame(children);
    expectSame(all);

    // attribute changes below the root, with no element added: the index must see them
    root.querySelector("input")!.setAttribute("name", "c");
    root.querySelector("span")!.id = "x";
    root.querySelector("p")!.removeAttribute("name");
    expect(children.namedItem("c")).toBe(root.querySelector("input"));
    expect(children.namedItem("a")).toBeNull();
    expectSame(children);
    expectSame(all);

    // an element moved to the front, one removed, a nested one named
    const b = document.createElement("b");
    b.id = "c";
    root.prepend(b);
    root.querySelector("i")!.remove();
    root.querySelector("span")!.append(Object.assign(document.createElement("em"), { id: "b" }));
    expect(children.namedItem("c")).toBe(b);
    expect(children.namedItem("b")).toBeNull(); // not a child
    expect(all.namedItem("b")).toBe(root.querySelector("em"));
    expectSame(children);
    expectSame(all);
    root.remove();
  });

  it("keeps length and indexes whole for a copy with Array.from (how rc-util finds its styles)", () => {
    const styles = Array.from({ length: 50 }, (_, i) => Object.assign(document.createElement("style"), { id: `s${i}` }));
    document.head.append(...styles);
    const copy = Array.from(document.head.children).filter((node) => node.tagName === "STYLE");
    expect(copy.slice(-50)).toEqual(styles);
    expect(document.head.children.namedItem("s7")).toBe(styles[7]);
    for (const style of styles) style.remove();
  });
});
