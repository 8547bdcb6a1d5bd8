/**
 * The API's rich-text sanitiser: what a richtext field stores, on the server and in the
 * in-browser demo alike. js-xss (pure JS, no DOM: the server has no `window`, and DOMPurify
 * over jsdom would put a browser's worth of code in the server for one field type) with the
 * allow-list the page renders by (engine/fields/rich-text-allow.ts; decision 0077). Refused
 * tags are dropped and keep their text, except those dropped with their content; refused
 * attributes and URLs are dropped; a link to a new tab gets rel="noopener noreferrer".
 */
import xss from "xss";
import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRS,
  richTextUrlAllowed,
} from "../engine/fields/rich-text-allow";

// The CommonJS module whole: Node's ESM import of it finds only some of its names by itself.
const { escapeAttrValue, FilterXSS, friendlyAttrValue } = xss as unknown as typeof import("xss");

const whiteList = Object.fromEntries(Object.entries(RICH_TEXT_TAGS).map(([tag, attrs]) => [tag, [...attrs]]));

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  allowCommentTag: false,
  // No style attribute is allowed, so no CSS is ever read.
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return undefined;
    if (tag === "a" && name === "rel") return "";
    if (tag === "a" && name === "target") return friendlyAttrValue(value) === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    if (!RICH_TEXT_URL_ATTRS.includes(name)) return undefined;
    const url = friendlyAttrValue(value);
    return richTextUrlAllowed(tag, name, url) ? `${name}="${escapeAttrValue(url)}"` : "";
  },
});

/** `html` with only what the allow-list keeps ('' for nothing). */
export function cleanRichText(html: string | null | undefined): string {
  if (!html) return "";
  return filter.process(html);
}
