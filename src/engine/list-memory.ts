import { isAppPath, isRecord, readStoredJson, writeStoredJson } from "../providers/stored-json";

/**
 * Remembers where each resource's list was last shown (path + filters + page), so
 * 返回 and a successful save go back to the same filtered page. Kept for the browser
 * session and checked when read: anything but a map of in-app paths is dropped.
 */
const KEY = "merchant-list-urls";
const session = () => sessionStorage;

const isListUrls = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isAppPath);

function read(): Record<string, string> {
  return readStoredJson(session, KEY, isListUrls) ?? {};
}

export function rememberListUrl(resource: string, url: string): void {
  writeStoredJson(session, KEY, { ...read(), [resource]: url });
}

/** The remembered list URL when it is for this same list path, else the plain path. */
export function listUrlOf(resource: string, listPath: string): string {
  const url = read()[resource];
  return url && url.split("?")[0] === listPath ? url : listPath;
}
