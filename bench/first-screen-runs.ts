import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, stubToken, tokenCookie } from "./browser";
import { PROD, originOf, type ProdName } from "./config";
import { log } from "./processes";
import { alternated } from "./stats";
import { CONTEXT, signedInState, type State } from "./timing-runs";
import { GOODS } from "./timings/steps";
import { goodsTwice, orderCold, signInCold, workplaceCold, type FirstScreenRun } from "./timings/first-screens";

export type FirstScreenRuns = Record<ProdName, FirstScreenRun[]>;

/** A step in a context of its own (an empty HTTP cache), holding `state` (none: signed out). */
async function inContext(browser: Browser, state: State | undefined, label: string, step: (context: BrowserContext) => Promise<FirstScreenRun>): Promise<FirstScreenRun> {
  const context = await browser.newContext({ ...CONTEXT, ...(state ? { storageState: state } : {}) });
  try {
    const figures = await step(context);
    const said = Object.entries(figures).map(([name, f]) => `${name} ${Math.round(f.startToPaint)} ms${f.lcp === null ? "" : ` (LCP ${Math.round(f.lcp)})`} lt ${Math.round(f.longestTask)}${f.fromCache ? `, ${f.fromCache} files cached` : ""}`);
    log(`  ${label}: ${said.join(", ")}`);
    return figures;
  } catch (err) {
    // one failed step leaves a gap (the median of the other runs, or "—"), not a lost benchmark
    console.error(`[bench]   ${label}: FAILED ${(err as Error).message}`);
    return {};
  } finally {
    await context.close();
  }
}

/** The reference's session: the stub API's token in the console's cookie (it has no login). */
async function referenceState(): Promise<State> {
  const token = await stubToken(originOf(PROD.prodReference));
  return { cookies: [{ ...tokenCookie(token), expires: -1, httpOnly: false, secure: false }], origins: [] };
}

/**
 * The first screens on the production server (issue 51, item 1), the console and the reference
 * served the same way, `runs` times each, the apps' order swapped every run. Every step starts
 * in a new context (a cold cache) with the app's session, but sign-in, which starts signed out;
 * the reference has no 工作台 and no login, so its /goods is the yardstick of both.
 * 20 rows: the console's lists show 10 unless the URL says (`?pageSize=20`), the reference's 20.
 */
export async function firstScreenRuns(runs: number): Promise<FirstScreenRuns> {
  const browser = await launchBrowser();
  const out: FirstScreenRuns = { prod: [], prodReference: [] };
  try {
    const states: Record<ProdName, State> = { prod: await signedInState(browser, originOf(PROD.prod)), prodReference: await referenceState() };
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["prod", "prodReference"] as const, run)) {
        const origin = originOf(PROD[app]);
        const label = (what: string) => `run ${run + 1}/${runs} ${PROD[app].label} ${what}`;
        const state = states[app];
        const steps: FirstScreenRun[] = [];
        if (app === "prod") {
          steps.push(await inContext(browser, state, label("/goods twice"), (c) => goodsTwice(c, `${origin}/goods?pageSize=20`)));
          steps.push(await inContext(browser, state, label("/order"), (c) => orderCold(c, `${origin}/order?pageSize=20`)));
          steps.push(await inContext(browser, state, label("工作台"), (c) => workplaceCold(c, `${origin}/dashboard/workplace`)));
          steps.push(await inContext(browser, undefined, label("sign-in"), (c) => signInCold(c, `${origin}/goods?pageSize=20`, GOODS)));
        } else {
          steps.push(await inContext(browser, state, label("/goods twice"), (c) => goodsTwice(c, `${origin}/goods`)));
          steps.push(await inContext(browser, state, label("/order"), (c) => orderCold(c, `${origin}/order`)));
        }
        out[app].push(Object.assign({}, ...steps) as FirstScreenRun);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
