import type { Browser, BrowserContextOptions } from "playwright-core";
import { APPS, originOf } from "./config";
import { launchBrowser, signIn } from "./browser";
import { log } from "./processes";
import { alternated } from "./stats";
import { consoleRun, referenceRun, type RunFigures } from "./timings/scenarios";

export interface TimingRuns {
  stub: RunFigures[];
  reference: RunFigures[];
}

const CONTEXT: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" };

/** The session as the console keeps it after signing in (cookie, storage), to start each run with. */
async function signedInState(browser: Browser) {
  const context = await browser.newContext(CONTEXT);
  try {
    await signIn(await context.newPage(), originOf(APPS.stub));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const brief = (f: RunFigures) =>
  Object.entries(f)
    .map(([step, s]) => `${step} ${s.responseToPaint === null ? "—" : Math.round(s.responseToPaint)}/${Math.round(s.startToPaint)} ms lt ${Math.round(s.longestTask)}`)
    .join(", ");

/**
 * The in-page timings on the console (stub API) and the reference, `runs` times each, the
 * order swapped every run; each run in a fresh context holding the same session (the token
 * cookie is per host, so it signs the reference in too: both talk to the one stub API).
 */
export async function timingRuns(runs: number): Promise<TimingRuns> {
  const browser = await launchBrowser();
  const out: TimingRuns = { stub: [], reference: [] };
  try {
    const storageState = await signedInState(browser);
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["stub", "reference"] as const, run)) {
        const context = await browser.newContext({ ...CONTEXT, storageState });
        try {
          const origin = originOf(APPS[app]);
          const figures = app === "stub" ? await consoleRun(context, origin) : await referenceRun(context, origin);
          out[app].push(figures);
          log(`  run ${run + 1}/${runs} ${APPS[app].label}: ${brief(figures)}`);
        } catch (err) {
          console.error(`[bench]   run ${run + 1}/${runs} ${APPS[app].label}: FAILED ${(err as Error).message}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
