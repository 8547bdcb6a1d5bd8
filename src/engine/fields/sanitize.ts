/**
 * Rich text → HTML safe to render with dangerouslySetInnerHTML, by DOMPurify over the page's
 * DOM with the allow-list the API stores by (rich-text-allow.ts): no scripts, no event
 * handler attributes, no javascript: URLs, no frames or forms. Links open in a new tab
 * without an opener. Where there is no DOM to sanitise with, all tags are dropped (the API
 * cleans with rich-text-clean.ts, which needs none).
 */
import DOMPurify from "dompurify";
import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRS,
  richTextUrlAllowed,
} from "./rich-text-allow";

const purifier = typeof window === "undefined" ? null : DOMPurify(window);

const TAGS = Object.keys(RICH_TEXT_TAGS);
const ATTRS = [...new Set(Object.values(RICH_TEXT_TAGS).flat())];
// DOMPurify's own URL rule with the allow-list's schemes: a scheme named, or none (relative)
const URI = new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join("|")}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, "i");

// Each attribute only on the tags the allow-list names it for, and URLs by its rule.
purifier?.addHook("uponSanitizeAttribute", (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!RICH_TEXT_TAGS[tag]?.includes(data.attrName)) data.keepAttr = false;
  else if (RICH_TEXT_URL_ATTRS.includes(data.attrName) && !richTextUrlAllowed(tag, data.attrName, data.attrValue)) data.keepAttr = false;
});

purifier?.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName !== "A") return;
  const newTab = node.getAttribute("target") === "_blank";
  node.removeAttribute("rel");
  node.removeAttribute("target");
  if (newTab) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  if (!purifier?.isSupported) return html.replace(/<[^>]*>/g, "").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return purifier.sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRS,
    ALLOWED_URI_REGEXP: URI,
    ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  });
}
