/**
 * The gate every API call passes before it leaves (http.ts). In demo mode the entry starts
 * the demo API while the app renders and hands its start-up here: calls wait until the demo
 * answers them (its data read), because a call that missed the demo API would fail and sign
 * every tab out (src/demo/browser.ts). With a real API, and in tests, the gate is open from the
 * start. Kept apart from src/api: providers never import the demo.
 */

let ready: Promise<void> = Promise.resolve();

/** Holds every call until `started` settles; a start that failed fails the calls (no answer). */
export function holdCallsUntil(started: Promise<unknown>): void {
  ready = started.then(() => undefined);
  // the calls report a failed start; the gate itself must not be an unhandled rejection
  ready.catch(() => undefined);
}

/** Resolves once calls may leave; rejects when the demo API could not start. */
export function apiReady(): Promise<void> {
  return ready;
}
