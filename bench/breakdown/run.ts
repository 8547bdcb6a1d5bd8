/**
 * `npm run bench:breakdown` (issue 26, item 1): where a list's page switch and a 100-row load go.
 * Builds the console for the stub API with its names kept (--minify false) and source maps,
 * serves it with the bench's stub API, and for each step records a Chromium trace (main thread:
 * script, style, layout, paint, GC), a CPU profile (JS by package; the app's own functions) and
 * the components each React commit rendered (render-counter.browser.js). Prints markdown.
 * Figures are from one run on whatever the machine is doing: read the shares and the render
 * counts (deterministic), not the milliseconds, when the load is high.
 *   npm run bench:breakdown [-- --no-build] [step names…]     (--serve-only: only serve the named build)
 */
import { createServer } from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { API_BASE, CHROMIUM_PATH, HOST, OUT, STUB_GOODS } from "../config";
import { CHROMIUM_ARGS } from "../../e2e/chromium-args.mjs";
import { signIn } from "../browser";
import { exitCodeOf, start } from "../processes";
import { apiBridge } from "../server/api-bridge";
import { staticFiles } from "../server/static-files";
import { loadStubApi } from "../stub-api/load";
import { summarizeProfile, type CpuProfile } from "./profile-summary";
import { summarizeTrace } from "./trace-summary";
import { STEPS, type Step } from "./steps";
import { stepReport } from "./report";

const DIR = join(OUT, "stub-named");
const PORT = Number(process.env.BENCH_BREAKDOWN_PORT || 4319);
const ORIGIN = `http://${HOST}:${PORT}`;
const COUNTER = readFileSync(new URL("./render-counter.browser.js", import.meta.url), "utf8");
const CATEGORIES = (process.env.BENCH_TRACE_CATEGORIES ?? "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing").split(",");

async function build(): Promise<void> {
  const env = { ...process.env, VITE_API_BASE_URL: API_BASE, FORCE_COLOR: "0" };
  const child = start("npx", ["vite", "build", "--outDir", DIR, "--emptyOutDir", "--minify", "false", "--sourcemap"], { stdio: ["ignore", "ignore", "inherit"], env });
  if ((await exitCodeOf(child)) !== 0) throw new Error("the named build failed");
}

async function serve() {
  const api = await loadStubApi(STUB_GOODS);
  const files = staticFiles(DIR);
  const calls = apiBridge(api, ORIGIN);
  const server = createServer((req, res) => ((req.url ?? "/").startsWith(`${API_BASE}/`) ? void calls(req, res) : files(req, res)));
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  return server;
}

/** Runs one step with the trace, the profiler and the render counts on. */
async function measure(page: Page, step: Step) {
  await step.before(page, ORIGIN);
  const browser = page.context().browser()!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await page.evaluate(() => (window as unknown as { __renders: { reset(): void } }).__renders.reset());
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send("Profiler.start");
  const started = Date.now();
  await step.act(page, ORIGIN);
  const wallMs = Date.now() - started;
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: Parameters<typeof summarizeTrace>[0] };
  const renders = await page.evaluate(() => (window as unknown as { __renders: { read(): unknown } }).__renders.read());
  return { wallMs, trace: summarizeTrace(trace.traceEvents), profile: summarizeProfile(profile, DIR), renders: renders as Parameters<typeof stepReport>[1]["renders"] };
}

async function main() {
  if (!process.argv.includes("--no-build")) await build();
  const server = await serve();
  if (process.argv.includes("--serve-only")) {
    // to look at the named build by hand (with the stub API): stop with Ctrl-C
    console.log(`serving ${DIR} at ${ORIGIN}`);
    return new Promise<never>(() => undefined);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    await context.addInitScript({ content: `${COUNTER}\ninstallRenderCounter();` });
    await signIn(await context.newPage(), ORIGIN);
    const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
    for (const step of STEPS.filter((s) => only.length === 0 || only.includes(s.name))) {
      const page = await context.newPage();
      const measured = await measure(page, step);
      console.log(stepReport(step, measured));
      // every figure of the step, the full render counts among them
      mkdirSync(join(OUT, "breakdown"), { recursive: true });
      writeFileSync(join(OUT, "breakdown", `${step.name}.json`), JSON.stringify(measured, null, 1));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
process.exit(0);
