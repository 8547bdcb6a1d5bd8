/**
 * What rich text may hold: one allow-list read by both sanitisers, the page's (sanitize.ts,
 * DOMPurify over the browser's DOM, when a detail draws the HTML) and the API's
 * (src/api/rich-text-clean.ts, js-xss: pure JS, so the server stores the same markup with no
 * DOM; decision 0077). What the editor makes (TipTap's StarterKit and images: paragraphs,
 * headings, bold, italic, lists, quotes, code, links, pictures) and what is pasted alike; no
 * scripts, styles, frames, forms or event handlers, and URLs only of the schemes below.
 */

/** Each tag allowed, with the attributes it may keep. */
export const RICH_TEXT_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
};

/** Attributes holding a URL: kept only when relative or of an allowed scheme. */
export const RICH_TEXT_URL_ATTRS: readonly string[] = ["href", "src"];

/** The schemes a link or picture may use (a relative URL has none and is kept). */
export const RICH_TEXT_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];

/** A picture may also be inline data of these image types (the demo stores uploads so). */
export const RICH_TEXT_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Elements dropped with everything inside them (other refused tags keep their text). */
export const RICH_TEXT_DROPPED_WITH_CONTENT: readonly string[] = [
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "textarea",
  "select",
  "title",
  "svg",
  "math",
];

/**
 * Whether `url` may stand in `attr` of `tag`: relative, of an allowed scheme, or (for a
 * picture's src) inline image data. Browsers ignore blanks and control characters inside a
 * scheme ("java\tscript:"), so they are dropped before it is read.
 */
export function richTextUrlAllowed(tag: string, attr: string, url: string): boolean {
  const bare = [...url].filter((c) => c > " " && !(c >= "\u007f" && c <= "\u009f")).join("");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (RICH_TEXT_SCHEMES.includes(scheme)) return true;
  return tag === "img" && attr === "src" && RICH_TEXT_DATA_IMAGE.test(url.trim());
}
