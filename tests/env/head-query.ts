/**
 * `document.querySelector("head")` answered by `document.head` (decision 0111).
 *
 * rc-util looks up the <head> that way for every antd style it registers, and cssinjs registers
 * a component's styles each time one of its kind mounts: several lookups for each antd element a
 * screen draws. jsdom answers a tag selector from a live list of all elements with that tag,
 * made again by walking the whole document after any change, so on a screen in jsdom the lookups
 * cost 7 % of a modal form test's CPU (profiled: 1.1 of 27 s at load 28). `document.head` is the
 * html element's first <head> child: in a page as the tests build it, the one the selector finds
 * first; a document without one is left to jsdom.
 */
export function installHeadQuery(): void {
  // the file's jsdom window's Document (the test environment's globals)
  const proto = Document.prototype;
  const jsdomQuerySelector = proto.querySelector;
  proto.querySelector = function querySelector(this: Document, selectors: string) {
    if (selectors === "head" && this.head) return this.head;
    return jsdomQuerySelector.call(this, selectors);
  } as typeof proto.querySelector;
}
