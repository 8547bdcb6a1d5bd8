/**
 * Rich text → HTML safe to render with dangerouslySetInnerHTML: no scripts, no event
 * handler attributes, no javascript: URLs, no frames or forms. Links open in a new tab
 * without an opener. Where there is no DOM to sanitise with, all tags are dropped.
 */
import DOMPurify from "dompurify";

const purifier = typeof window === "undefined" ? null : DOMPurify(window);

purifier?.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer");
  }
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  if (!purifier?.isSupported) return html.replace(/<[^>]*>/g, "").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    ADD_ATTR: ["target"],
  });
}
