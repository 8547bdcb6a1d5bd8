import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  lcp: number;
  /** LCP as it happened in the unthrottled trace (the score uses the simulated `lcp`). */
  observedLcp: number;
  tbt: number;
  cls: number;
}

/** How a run is made: Lighthouse's desktop preset, or its default (a phone); its storage reset or none. */
export interface AuditOptions {
  /** Lighthouse's default config: a phone's screen, a throttled network (slow 4G) and CPU (4×), simulated. */
  mobile?: boolean;
  /**
   * Let Lighthouse reset the origin's storage first, as it does by default: the HTTP cache,
   * service workers and Cache Storage (its clearStorageTypes; cookies, localStorage and
   * IndexedDB, the session, stay). The production server's hashed files are cached for a year:
   * without it every run after the first would be a second visit.
   */
  resetStorage?: boolean;
}

/**
 * One Lighthouse run (the desktop preset: desktop screen, simulated fast network, CPU not
 * slowed; or with `mobile`, its default phone) of the performance category in the browser on
 * `port`. `disableStorageReset` (unless `resetStorage`)
 * keeps the signed-in session (cookie, localStorage, the demo's IndexedDB and worker) that
 * Lighthouse would clear first. Fails unless the audited page ended on `expectedPath`:
 * a session that did not hold lands on /login, and that is not the figure asked for.
 * The whole report is kept in `saveAs` (JSON; open it in the Lighthouse viewer) to look into a figure.
 */
export async function runLighthouse(url: string, port: number, expectedPath: string, saveAs: string, options: AuditOptions = {}): Promise<LighthouseFigures> {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"], disableStorageReset: !options.resetStorage };
  const result = await lighthouse(url, flags, options.mobile ? undefined : desktopConfig);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  mkdirSync(dirname(saveAs), { recursive: true });
  writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== expectedPath) throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl}, not ${expectedPath} (session lost?)`);
  for (const warning of lhr.runWarnings) console.warn(`[bench]   lighthouse warning: ${warning}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: audit("largest-contentful-paint"),
    observedLcp: Number((lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}
