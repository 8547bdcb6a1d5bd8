import type { ResourceConfig } from "../engine/types";
import { resources } from "../resources";
import { invalid, type Failure } from "./respond";
import type { Body } from "./types";

/**
 * What every call's body must be before a handler reads it (decision 0075), checked once in
 * route.ts for the page, the tests and the server alike:
 * - a JSON object: any other body answers HTTP 400 `请求格式不正确` (an empty body reads as `{}`,
 *   as a call with nothing to send may have one);
 * - text with no control characters (tab, line feed and carriage return aside: multi-line text
 *   and rich text hold them, and they break nothing) and no lone surrogate (half of an emoji,
 *   no character at all): refused with 422 `${label}含有无效字符`. Postgres cannot store a NUL in
 *   text, so the server answered such a name with an English 500;
 * - `page` and `page_size`, when sent as numbers, whole numbers from 1 (and a page up to MAX_PAGE):
 *   `page: 1e308` made the SQL's OFFSET infinite (422 页码不正确). A page_size over a list's largest
 *   is still cut to it (query.ts pageOf), as the console asks for "all" with 1000; text is left to
 *   the handler (the image upload's `page` is a path; a list reads "2" as 2, as before).
 * The values' own types and bounds are the handlers' (resource-input.ts for the configs' saves).
 */

/** The largest page a list call takes (a million pages of the largest size are more rows than a shop has). */
export const MAX_PAGE = 1_000_000;

export const NOT_JSON = { code: 400, msg: "请求格式不正确" } as const;

/** C0 controls but tab, LF and CR; DEL and the C1 controls; a high surrogate with no low one after it, a low one with no high one before it. */
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string a store can keep as text and a screen can show. */
export const isCleanText = (text: string): boolean => !UNCLEAN.test(text);

/** The body as JSON: an object, or null when it is not one. */
export function parseJsonBody(bytes: Uint8Array): Body | null {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Body) : null;
  } catch {
    return null;
  }
}

/** The top-level key holding a string or key that is not clean text ("" when that key is one itself), or null. */
function uncleanAt(body: Body): string | null {
  // a walk by hand, not recursion: a body may nest deeper than the stack goes
  const todo: [string, unknown][] = Object.entries(body);
  if (todo.some(([key]) => !isCleanText(key))) return "";
  while (todo.length) {
    const [top, value] = todo.pop() as [string, unknown];
    if (typeof value === "string") {
      if (!isCleanText(value)) return top;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (!isCleanText(key)) return top;
        todo.push([top, inner]);
      }
    }
  }
  return null;
}

/** The paging keys, their largest value and their refusal (页码不正确: the words 资产's list already said). */
const PAGING: Record<string, { max: number; msg: string }> = {
  page: { max: MAX_PAGE, msg: "页码不正确" },
  page_size: { max: Number.MAX_SAFE_INTEGER, msg: "每页条数不正确" },
};

/** The refusal of a body that breaks the rules above (labels: the field's, by the call's resource), or null. */
export function requestRefusal(path: string, body: Body, labels = configLabels): Failure | null {
  const at = uncleanAt(body);
  // named by the field's label, else its key; never by what was sent
  if (at !== null) return invalid(`${(at && labels(path, at)) || at || "请求内容"}含有无效字符`);
  for (const [key, { max, msg }] of Object.entries(PAGING)) {
    const v = body[key];
    // text is a handler's to read: the image upload's `page` is the console's page it is made on
    if (v === undefined || v === null || typeof v === "string") continue;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > max) return invalid(msg);
  }
  return null;
}

/** The labels of the configs' fields by their calls' paths (`${api.base}/…`), for requestRefusal. */
export function labelsOfConfigs(configs: readonly ResourceConfig[]): (path: string, key: string) => string | undefined {
  let byBase: Map<string, Map<string, string>> | null = null;
  return (path, key) => {
    byBase ??= new Map(configs.flatMap((c) => (c.api.base ? [[c.api.base, new Map(c.fields.map((f) => [f.key, f.label]))] as const] : [])));
    return byBase.get(path.slice(0, path.lastIndexOf("/")))?.get(key);
  };
}

const configLabels = labelsOfConfigs(resources);
