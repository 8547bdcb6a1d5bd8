import type { ServesPath } from "../engine/check-served";

/** What the demo API serves, handed in by src/console-entry.tsx in demo mode (only it may import the demo). */
let served: Promise<ServesPath | undefined> = Promise.resolve(undefined);

/** In demo mode, in development: the start-up check also names config actions with an API the demo does not answer. */
export function checkServedByDemo(serves: Promise<ServesPath | undefined>): void {
  // a demo that did not start serves nothing to check against (its failure is said elsewhere)
  served = serves.catch(() => undefined);
}

/** What the demo serves, once it has started; nothing outside demo mode. */
export const servedByDemo = (): Promise<ServesPath | undefined> => served;
