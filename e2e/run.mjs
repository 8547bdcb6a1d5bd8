#!/usr/bin/env node
// Browser tests: serves the built app (demo mode; e2e/static-server.mjs) and runs e2e/specs/*.spec.mjs
// with Node's test runner against it; the specs named *.server.spec.mjs run on the API server
// instead (`node dist-server/serve.js` on a new PGlite folder: e2e/spec-target.mjs). Only what the
// chosen files need is built and started. The servers are always stopped, on failure and on
// signals too.
//
//   node e2e/run.mjs                      all specs (builds the demo first only if dist-demo/index.html is missing,
//                                         the server (`npm run build`) only if dist or dist-server is)
//   node e2e/run.mjs foundation           only spec files whose name contains "foundation"
//   node e2e/run.mjs --test-name-pattern=admin    options starting with -- go to `node --test`
//
// Env: CHROMIUM_PATH (default Debian's chromium-headless-shell, else its chromium; e2e/chromium-args.mjs), E2E_PORT (default 4179),
//      E2E_TIMEOUT_MS (whole test run, default 300000),
//      E2E_CONCURRENCY (spec files run at once, default 2: each test has its own browser
//      context, so its own cookies, localStorage and demo DB; the server only serves files),
//      E2E_DIST (the demo's build folder, default dist-demo; another one lets several checkouts or sessions
//      test side by side), E2E_BUILD=1 (build even when the folder has a build),
//      E2E_SERVER_PORT (the API server's port, default E2E_PORT + 1), E2E_REST_PORT (rest.spec's
//      remote REST server, default 4426).
// Before the specs, the demo accounts sign in once through /login; the specs get their states in
// E2E_STATE_DIR (e2e/signed-in.mjs, decision 0037).
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stopGroup, isRunning } from "../scripts/process-group.mjs";
import { E2E_CHROMIUM_PATH, INSTALL_HINT } from "./chromium-args.mjs";
import {
  build, buildServer, BASE_URL, exitCodeOf, fail, interrupted, log, ROOT, SERVER_URL, start, startApiServer, startServer, stopAll,
} from "./server.mjs";
import { runsOnServer } from "./spec-target.mjs";

const SPECS_DIR = join(ROOT, "e2e", "specs");
const CHROMIUM_PATH = E2E_CHROMIUM_PATH;
const RUN_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS || 300_000);
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY || 2));

/**
 * The longest spec files, started first, longest first (decisions 0036, 0112): two files run at a
 * time, and a long file started late ran alone at the end with one core idle (a walk of every
 * route, about 70 s; user.spec, 33 s, last by name). Every file of 20 s or more in CI's run
 * (2026-12-07) is here; the rest, each under 20 s, follow by name. The walk of every route at both
 * sizes is the longest since issue 51 (decision 0130), and mobile.spec, without its walk, is short.
 */
const LONGEST_FIRST = [
  "routes.spec.mjs", "session.spec.mjs", "goods.spec.mjs", "lookups.spec.mjs", "user.spec.mjs", "a11y.spec.mjs",
  "order-batch.spec.mjs", "ump.spec.mjs", "foundation.spec.mjs", "staff.spec.mjs", "results.spec.mjs",
];
const startRank = (f) => (LONGEST_FIRST.includes(f) ? LONGEST_FIRST.indexOf(f) : LONGEST_FIRST.length);

function specFiles(filters) {
  if (!existsSync(SPECS_DIR)) return [];
  return readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith(".spec.mjs"))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort((a, b) => startRank(a) - startRank(b) || a.localeCompare(b))
    .map((f) => relative(ROOT, join(SPECS_DIR, f)));
}

/**
 * Signs in as ADMIN and USER once, through the real /login form, and keeps their signed-in states
 * in a new folder for the specs (E2E_STATE_DIR). On failure the specs sign in themselves.
 */
async function captureSignedIn() {
  process.env.E2E_BASE_URL = BASE_URL; // read by helpers.mjs when it loads
  const [{ ADMIN, USER, launch }, { captureStates }] = await Promise.all([import("./helpers.mjs"), import("./signed-in.mjs")]);
  const dir = mkdtempSync(join(tmpdir(), "e2e-signed-in-"));
  const started = Date.now();
  const browser = await launch();
  try {
    await captureStates(browser, dir, [ADMIN, USER]);
    log(`signed in as ADMIN and USER for the specs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return dir;
  } catch (err) {
    fail(`signing in ahead of the specs failed (each spec file will sign in itself): ${err?.message ?? err}`);
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  } finally {
    await browser.close();
  }
}

async function runTests(files, passthrough, stateDir) {
  // Files are listed one by one: Node 20's runner does not pick up *.spec.mjs in a directory.
  const args = ["--test", `--test-concurrency=${CONCURRENCY}`, "--test-reporter=spec", ...passthrough, ...files];
  log(`node ${args.join(" ")}`);
  const runner = start(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: BASE_URL, E2E_SERVER_URL: SERVER_URL, CHROMIUM_PATH, ...(stateDir && { E2E_STATE_DIR: stateDir }) },
  });
  const watchdog = setTimeout(() => {
    fail(`the test run took longer than ${RUN_TIMEOUT_MS / 1000} s: stopping it`);
    void stopGroup(runner);
  }, RUN_TIMEOUT_MS);
  const code = await exitCodeOf(runner);
  clearTimeout(watchdog);
  return code;
}

async function main() {
  const argv = process.argv.slice(2);
  const passthrough = argv.filter((a) => a.startsWith("--"));
  const filters = argv.filter((a) => !a.startsWith("--"));

  if (!existsSync(CHROMIUM_PATH)) {
    fail(
      `chromium is not installed at ${CHROMIUM_PATH}.\n` +
        `  Install Debian's headless chromium:  ${INSTALL_HINT}.\n` +
        "  `npx playwright install` does not work on this network.",
    );
    process.exit(1);
  }
  log(`browser: ${CHROMIUM_PATH}`);
  const files = specFiles(filters);
  if (files.length === 0) {
    fail(`no spec files (*.spec.mjs) in ${relative(ROOT, SPECS_DIR)}${filters.length ? ` matching ${filters.join(", ")}` : ""}`);
    process.exit(1);
  }

  // the demo and the API server, each only when a chosen file runs on it
  const onDemo = files.some((f) => !runsOnServer(f));
  const onServer = files.some((f) => runsOnServer(f));
  if (onDemo) await build();
  if (onServer) await buildServer();
  const dataDir = onServer ? mkdtempSync(join(tmpdir(), "e2e-pglite-")) : undefined;
  // whatever way the run ends (a server that never answered exits it early): no database left behind
  if (dataDir) process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const servers = [];
  let code = 1;
  let stateDir;
  try {
    // side by side: the demo's static server is up in a second, the API server seeds its new
    // database first (10-25 s); the demo accounts sign in and the specs start meanwhile, a
    // *.server.spec.mjs file waiting for its server (helpers.mjs consoleAnswers). A server that
    // does not start ends the run (server.mjs startAndWait), the specs' processes with it.
    const [preview] = [onDemo ? startServer() : undefined, onServer ? startApiServer(dataDir) : undefined]
      .map((starting) => starting?.then((server) => (servers.push(server), server)));
    if (preview) {
      await preview;
      stateDir = await captureSignedIn();
    }
    code = await runTests(files, passthrough, stateDir);
  } finally {
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    await Promise.all(servers.map((server) => stopGroup(server)));
    const left = servers.filter((server) => isRunning(server));
    log(left.length ? `WARNING: server pid ${left.map((server) => server.pid).join(", ")} may still be running` : "servers stopped");
  }
  if (interrupted) process.exit(interrupted);
  log(code === 0 ? "browser tests passed" : `browser tests FAILED (exit ${code}); screenshots of failures: e2e/artifacts/`);
  process.exit(code);
}

main().catch(async (err) => {
  fail(err?.stack || String(err));
  await stopAll();
  process.exit(1);
});
