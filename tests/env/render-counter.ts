import source from "../../bench/breakdown/render-counter.browser.js?raw";

/**
 * The bench's render counter (bench/breakdown/render-counter.browser.js) in the tests' jsdom: it
 * stands in for React DevTools' hook, so it must be there before react-dom loads (the first
 * setup file). Tests read which components a step drew: `rendersSince()` after `resetRenders()`.
 */
interface Counts {
  commits: number;
  perCommit: { drew: string[] }[];
  components: Record<string, { renders: number; mounts: number }>;
}
declare global {
  var __renders: { reset(): void; read(): Counts } | undefined;
}

if (!globalThis.__renders) {
  // the script's own function, run in this realm (window is the global here)
  new Function("window", `${source}\ninstallRenderCounter();`)(globalThis);
}

export const resetRenders = (): void => globalThis.__renders?.reset();
/** How often each component rendered since the last reset (0 for one that did not). */
export function rendersOf(name: string): number {
  return globalThis.__renders?.read().components[name]?.renders ?? 0;
}

/** How many commits since the last reset drew the component `name`. */
export function commitsDrawing(name: string): number {
  return globalThis.__renders?.read().perCommit.filter((c) => c.drew.includes(name)).length ?? 0;
}
