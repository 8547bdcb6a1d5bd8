import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { API_SERVER, APPS, originOf } from "./config";
import { launchBrowser, signIn } from "./browser";
import { log } from "./processes";
import { alternated } from "./stats";
import { consoleRun, firstLoadRun, referenceRun, type RunFigures } from "./timings/scenarios";

export interface TimingRuns {
  stub: RunFigures[];
  reference: RunFigures[];
  /** The first loads on the API server (firstLoadRun), when it was started. */
  server: RunFigures[];
  /** The same first loads in demo mode, beside the server's. */
  demo: RunFigures[];
}

export const CONTEXT: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" };

/** The session as the console at `origin` keeps it after signing in (cookie, storage), to start each run with. */
export async function signedInState(browser: Browser, origin: string) {
  const context = await browser.newContext(CONTEXT);
  try {
    await signIn(await context.newPage(), origin);
    // the demo keeps its shop, sessions included, in the page's IndexedDB
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

export type State = Awaited<ReturnType<typeof signedInState>>;

/** One run in a fresh context holding `state`; a failure is said and leaves no figures. */
async function oneRun(browser: Browser, state: State, label: string, run: (context: BrowserContext) => Promise<RunFigures>): Promise<RunFigures | null> {
  const context = await browser.newContext({ ...CONTEXT, storageState: state });
  try {
    const figures = await run(context);
    log(`  ${label}: ${brief(figures)}`);
    return figures;
  } catch (err) {
    console.error(`[bench]   ${label}: FAILED ${(err as Error).message}`);
    return null;
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
 * cookie is per host, so it signs the reference in too: both talk to the one stub API). With
 * `server`, the first loads on the API server and in demo mode, alternated the same way, each
 * signed in on its own origin (`console: false` leaves out the first two).
 */
export async function timingRuns(runs: number, { console, server }: { console: boolean; server: boolean }): Promise<TimingRuns> {
  const browser = await launchBrowser();
  const out: TimingRuns = { stub: [], reference: [], server: [], demo: [] };
  try {
    const stubState = await signedInState(browser, originOf(APPS.stub));
    const apps = { stub: APPS.stub, reference: APPS.reference, server: API_SERVER, demo: APPS.demo };
    const states: Partial<Record<keyof TimingRuns, State>> = { stub: stubState, reference: stubState };
    if (server) {
      states.server = await signedInState(browser, originOf(API_SERVER));
      states.demo = await signedInState(browser, originOf(APPS.demo));
    }
    for (let run = 0; run < runs; run++) {
      const pairs = [...(console ? [alternated(["stub", "reference"] as const, run)] : []), ...(server ? [alternated(["server", "demo"] as const, run)] : [])];
      for (const app of pairs.flat()) {
        const state = states[app];
        if (!state) continue;
        const origin = originOf(apps[app]);
        const scenario = app === "stub" ? consoleRun : app === "reference" ? referenceRun : firstLoadRun;
        const figures = await oneRun(browser, state, `run ${run + 1}/${runs} ${apps[app].label}`, (context) => scenario(context, origin));
        if (figures) out[app].push(figures);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
