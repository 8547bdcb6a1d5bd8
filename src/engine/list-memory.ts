/**
 * Remembers where each resource's list was last shown (path + filters + page), so
 * 返回 and a successful save go back to the same filtered page.
 */
const KEY = "merchant-list-urls";

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberListUrl(resource: string, url: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [resource]: url }));
}

/** The remembered list URL when it is for this same list path, else the plain path. */
export function listUrlOf(resource: string, listPath: string): string {
  const url = read()[resource];
  return url && url.split("?")[0] === listPath ? url : listPath;
}
