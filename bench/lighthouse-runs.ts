import { join } from "node:path";
import { APPS, OUT, PROD, originOf, type App, type AppName } from "./config";
import { launchProfile, setTokenCookie, signIn, stubToken, type Profile } from "./browser";
import { runLighthouse, type AuditOptions, type LighthouseFigures } from "./lighthouse";
import { log } from "./processes";
import { alternated } from "./stats";

/**
 * Each audited page: /login (signed out) and the signed-in list, of the apps that have them;
 * and /goods on the production server, the console's and the reference's, desktop and mobile
 * (issue 51: `prod…`).
 */
export type AuditName =
  | "stub-login" | "demo-login" | "stub-list" | "demo-list" | "reference-list"
  | "prod-list" | "prodReference-list" | "prod-list-mobile" | "prodReference-list-mobile";
export type AuditRuns = Record<AuditName, LighthouseFigures[]>;

/** DevTools ports of the four profiles (one browser per app, so one session each). */
const DEBUG_PORT_BASE = Number(process.env.BENCH_DEBUG_PORT || 4391);

async function audit(runs: AuditRuns, name: AuditName, profile: Profile, app: App, path: string, label: string, options: AuditOptions = {}): Promise<void> {
  const started = Date.now();
  const saveAs = join(OUT, "lighthouse", `${name}-${runs[name].length + 1}.json`);
  try {
    const figures = await runLighthouse(`${originOf(app)}${path}`, profile.port, path, saveAs, options);
    runs[name].push(figures);
    log(`  ${label}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms (observed ${Math.round(figures.observedLcp)}), TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (err) {
    // one failed run leaves a gap (the median of the others, or "—"), not a lost benchmark
    console.error(`[bench]   ${label}: FAILED ${(err as Error).message}`);
  }
}

/**
 * Lighthouse desktop on /login of the console (stub and demo build) while signed out, then on
 * the signed-in list of both and of the reference; then /goods on the production server, the
 * console (`npm run serve`) and the reference served the same way, desktop and mobile, each
 * from an empty HTTP cache (Lighthouse's storage reset: the session stays). Each page `runs`
 * times, the apps' order rotated every run. Each app has its own browser profile (the cookie
 * is per host, not port); the reference's holds the stub API's token for both its servers.
 */
export async function lighthouseRuns(runs: number, { classic, prod }: { classic: boolean; prod: boolean }): Promise<AuditRuns> {
  const out: AuditRuns = {
    "stub-login": [], "demo-login": [], "stub-list": [], "demo-list": [], "reference-list": [],
    "prod-list": [], "prodReference-list": [], "prod-list-mobile": [], "prodReference-list-mobile": [],
  };
  const profiles: Record<AppName | "prod", Profile> = {
    stub: await launchProfile(DEBUG_PORT_BASE),
    demo: await launchProfile(DEBUG_PORT_BASE + 1),
    reference: await launchProfile(DEBUG_PORT_BASE + 2),
    prod: await launchProfile(DEBUG_PORT_BASE + 3),
  };
  try {
    if (classic) await classicAudits(out, runs, profiles);
    if (prod) await prodAudits(out, runs, profiles.prod, profiles.reference);
  } finally {
    await Promise.all(Object.values(profiles).map((p) => p.close()));
  }
  return out;
}

/** Issue 12 and 26's: /login signed out, then the signed-in list, desktop, on the stub API and in demo mode. */
async function classicAudits(out: AuditRuns, runs: number, profiles: Record<AppName, Profile>): Promise<void> {
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["stub", "demo"] as const, run)) {
        await audit(out, `${app}-login`, profiles[app], APPS[app], "/login", `run ${run + 1}/${runs} ${APPS[app].label} /login`);
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
        await audit(out, `${app}-list`, profiles[app], APPS[app], "/goods", `run ${run + 1}/${runs} ${APPS[app].label} /goods`);
      }
    }
}

/** /goods on the production server, desktop then mobile, the console and the reference alternated. */
async function prodAudits(out: AuditRuns, runs: number, consoleProfile: Profile, referenceProfile: Profile): Promise<void> {
  log("signing in on the production server (the console through /login; the reference's profile holds the stub API's token already)");
  const page = await consoleProfile.context.newPage();
  await signIn(page, originOf(PROD.prod));
  await page.close();
  const profileOf = { prod: consoleProfile, prodReference: referenceProfile };
  for (const mobile of [false, true]) {
    for (let run = 0; run < runs; run++) {
      for (const app of alternated(["prod", "prodReference"] as const, run)) {
        const name: AuditName = mobile ? `${app}-list-mobile` : `${app}-list`;
        await audit(out, name, profileOf[app], PROD[app], "/goods", `run ${run + 1}/${runs} ${PROD[app].label} /goods ${mobile ? "mobile" : "desktop"}`, { mobile, resetStorage: true });
      }
    }
  }
}
