import { join } from "node:path";
import { APPS, OUT, originOf, type AppName } from "./config";
import { launchProfile, setTokenCookie, signIn, stubToken, type Profile } from "./browser";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { log } from "./processes";
import { alternated } from "./stats";

/** Each audited page: /login (signed out) and the signed-in list, of the apps that have them. */
export type AuditName = "stub-login" | "demo-login" | "stub-list" | "demo-list" | "reference-list";
export type AuditRuns = Record<AuditName, LighthouseFigures[]>;

/** DevTools ports of the three profiles (one browser per app, so one session each). */
const DEBUG_PORT_BASE = Number(process.env.BENCH_DEBUG_PORT || 4391);

async function audit(runs: AuditRuns, name: AuditName, profile: Profile, app: AppName, path: string, label: string): Promise<void> {
  const started = Date.now();
  const saveAs = join(OUT, "lighthouse", `${name}-${runs[name].length + 1}.json`);
  try {
    const figures = await runLighthouse(`${originOf(APPS[app])}${path}`, profile.port, path, saveAs);
    runs[name].push(figures);
    log(`  ${label}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms (observed ${Math.round(figures.observedLcp)}), TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (err) {
    // one failed run leaves a gap (the median of the others, or "—"), not a lost benchmark
    console.error(`[bench]   ${label}: FAILED ${(err as Error).message}`);
  }
}

/**
 * Lighthouse desktop on /login of the console (stub and demo build) while signed out, then on
 * the signed-in list of both and of the reference; each page `runs` times, the apps' order
 * rotated every run. Each app has its own browser profile: the cookie is per host, not port.
 */
export async function lighthouseRuns(runs: number): Promise<AuditRuns> {
  const out: AuditRuns = { "stub-login": [], "demo-login": [], "stub-list": [], "demo-list": [], "reference-list": [] };
  const profiles: Record<AppName, Profile> = {
    stub: await launchProfile(DEBUG_PORT_BASE),
    demo: await launchProfile(DEBUG_PORT_BASE + 1),
    reference: await launchProfile(DEBUG_PORT_BASE + 2),
  };
  try {
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["stub", "demo"] as const, run)) {
        await audit(out, `${app}-login`, profiles[app], app, "/login", `run ${run + 1}/${runs} ${APPS[app].label} /login`);
      }
    }
    log("signing in (stub and demo builds through /login; the reference gets the stub API's token in its cookie)");
    for (const app of ["stub", "demo"] as const) {
      const page = await profiles[app].context.newPage();
      await signIn(page, originOf(APPS[app]));
      await page.close();
    }
    await setTokenCookie(profiles.reference.context, await stubToken(originOf(APPS.stub)));
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["stub", "demo", "reference"] as const, run)) {
        await audit(out, `${app}-list`, profiles[app], app, "/goods", `run ${run + 1}/${runs} ${APPS[app].label} /goods`);
      }
    }
  } finally {
    await Promise.all(Object.values(profiles).map((p) => p.close()));
  }
  return out;
}
