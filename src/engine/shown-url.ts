import { useSyncExternalStore } from "react";
import { useLocation, type Location } from "react-router";

/**
 * The address a list writes without the router (issue 38, item 2). A page switch, a filter, a
 * sort or a tab changes only the list's query; going through the router made every change a
 * render of the whole route tree (the shell, the menu, the guard's loader) before the rows'
 * own. The list writes the address itself (history.replaceState, as refine's useTable replaced
 * it) and says so here, in the same tick as it shows the rows, so whatever reads the address
 * (the tab bar) draws in the rows' one commit.
 *
 * What is written holds over the router's location it was written on (that object: a key is
 * not enough, every router's first location is "default"); the router's next location (a link,
 * the menu, back and forward) is the address again.
 */
interface Written {
  /** The router's location the list wrote over. */
  over: Location;
  /** Path and query, as the address bar now has them. */
  url: string;
}

let written: Written | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes `url` (path and query) into the address bar without a navigation, over the router's
 * location `over`; the hash stays. `quiet`: readers are not told (a list's first address, the
 * same page with its page size spelled out, moves no tab).
 */
export function showUrl(url: string, over: Location, quiet = false): void {
  const { history, location } = window;
  // the router has gone on (查看 clicked while the list still read a tab's rows): its entry is
  // the new screen's (the browser router keys its entries), and a list not yet gone must not
  // write its address over it
  const entry = (history.state as { key?: unknown } | null)?.key;
  if (typeof entry === "string" && entry !== over.key) return;
  // the router's own entry (its index and key in history.state) stays as it is
  if (location.pathname + location.search !== url) history.replaceState(history.state, "", url + location.hash);
  written = { over, url };
  if (!quiet) for (const listener of listeners) listener();
}

const urlOver = (now: Written | null, location: Location): string =>
  now && now.over === location ? now.url : location.pathname + location.search;

/** The path and query on show: what a list wrote over the router's location, else the router's. */
export function useShownUrl(): string {
  const location = useLocation();
  return urlOver(useSyncExternalStore(subscribe, () => written), location);
}

/** The same, read once (a click's handler): no render when a list writes. */
export function shownUrlOver(location: Location): string {
  return urlOver(written, location);
}
