/**
 * A screen's code that fails to load. After a deploy the old chunks are gone, and every open
 * tab meets this on its next navigation: reloading once fetches the new index and its chunks.
 * Offline, or when the reload did not help, the route's error element shows instead.
 */

/** sessionStorage: when we last reloaded for a chunk (ms), so a chunk that keeps failing loops never. */
const RELOADED_AT = "chunk-reload-at";
/** A second failure within this time of our reload is shown, not reloaded again. */
const WINDOW_MS = 60_000;

/** What browsers and vite say when a module cannot be fetched (Chromium, Safari, Firefox, vite's preload). */
const CHUNK_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i;

/** Errors vite reported through `vite:preloadError` (a chunk or a chunk's dependency failed). */
const preloadFailures = new WeakSet<object>();
let watching = false;

/** Records vite's preload failures, whatever their message (called once, at start). */
export function watchPreloadErrors(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === "object" && payload !== null) preloadFailures.add(payload);
  });
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (preloadFailures.has(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_MESSAGE.test(message));
}

/**
 * Reloads the page when `error` is a chunk that failed to load, once: not offline (the browser
 * would show its own offline page), not again within a minute of our last reload, not without
 * sessionStorage to remember it. Returns whether it reloads.
 */
export function reloadOnceForChunk(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error) || navigator.onLine === false) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    const now = Date.now();
    if (Number.isFinite(last) && last > 0 && now - last < WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
