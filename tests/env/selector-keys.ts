/**
 * What a CSS selector requires of the element it styles, as keys an element can be looked up
 * by (computed-style-index.ts): `c:` a class, `t:` a tag, taken from the last compound of each
 * selector of a list. `null` when some selector of the list requires neither (it is tried for
 * every element). Keys are lower-cased on both sides, so a key only ever widens the candidates:
 * the match itself is jsdom's.
 */
export function candidateKeys(selectorList: string): string[] | null {
  if (!selectorList || selectorList.includes("\\")) return null; // escapes: not worth reading
  const keys: string[] = [];
  for (const selector of splitTopLevel(selectorList, ",")) {
    const key = keyOf(lastCompound(selector.trim()));
    if (!key) return null;
    keys.push(key);
  }
  return keys;
}

/** The keys an element is filed under: its classes and its tag. */
export function elementKeys(element: Element): string[] {
  const keys = [`t:${element.localName.toLowerCase()}`];
  for (const name of Array.from(element.classList)) keys.push(`c:${name.toLowerCase()}`);
  return keys;
}

/** The compound's class (or else its tag), its arguments (:not(…), :where(…), […]) left out. */
function keyOf(compound: string): string | null {
  const own = stripNested(compound);
  const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(own);
  if (cls?.[1]) return `c:${cls[1].toLowerCase()}`;
  const tag = /^([a-zA-Z][\w-]*)/.exec(own);
  return tag?.[1] ? `t:${tag[1].toLowerCase()}` : null;
}

/** The part after the selector's last combinator (space, >, +, ~) outside brackets. */
function lastCompound(selector: string): string {
  let depth = 0;
  for (let i = selector.length - 1; i >= 0; i--) {
    const ch = selector[i];
    if (ch === ")" || ch === "]") depth++;
    else if (ch === "(" || ch === "[") depth--;
    else if (depth === 0 && (ch === " " || ch === ">" || ch === "+" || ch === "~")) return selector.slice(i + 1).trim();
  }
  return selector;
}

/** The text with what is inside brackets and quotes removed (the brackets themselves kept). */
function stripNested(text: string): string {
  let depth = 0;
  let out = "";
  for (const ch of text) {
    if (ch === ")" || ch === "]") depth--;
    if (depth === 0) out += ch;
    if (ch === "(" || ch === "[") depth++;
  }
  return out;
}

/** Splits at `separator` outside brackets and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
