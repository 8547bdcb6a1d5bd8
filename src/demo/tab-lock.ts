/**
 * One call at a time on the demo DB, across every tab of the origin (Web Locks API), so a
 * call reads the stored state, changes it and stores it before another tab's call starts.
 * Where the API is missing (jsdom, old browsers) calls of this tab still queue up.
 */

const LOCK = "merchant-demo-db";
let tail: Promise<unknown> = Promise.resolve();

export function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const next = tail.then((): Promise<T> => (locks ? (locks.request(LOCK, run) as Promise<T>) : run()));
  tail = next.catch(() => undefined);
  return next;
}
