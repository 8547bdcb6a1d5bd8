#!/usr/bin/env node
// Browser tests: serves the built app with `vite preview` (demo mode) and runs e2e/specs/*.spec.mjs
// with Node's test runner against it. The server is always stopped, on failure and on signals too.
//
//   node e2e/run.mjs                      all specs (builds first only if dist/index.html is missing)
//   node e2e/run.mjs foundation           only spec files whose name contains "foundation"
//   node e2e/run.mjs --test-name-pattern=admin    options starting with -- go to `node --test`
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), E2E_PORT (default 4179),
//      E2E_TIMEOUT_MS (whole test run, default 300000),
//      E2E_CONCURRENCY (spec files run at once, default 2: each test has its own browser
//      context, so its own cookies, localStorage and demo DB; the server only serves files),
//      E2E_DIST (build folder, default dist; another one lets several checkouts or sessions
//      test side by side), E2E_BUILD=1 (build even when the folder has a build).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isRunning, signalGroup, stopGroup } from "../scripts/process-group.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SPECS_DIR = join(ROOT, "e2e", "specs");
const HOST = "127.0.0.1";
const PORT = Number(process.env.E2E_PORT || 4179);
const BASE_URL = `http://${HOST}:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const SERVER_START_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS || 300_000);
const DIST = process.env.E2E_DIST || join(ROOT, "dist");
const FORCE_BUILD = process.env.E2E_BUILD === "1";
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY || 2));

const log = (msg) => console.log(`[e2e] ${msg}`);
const fail = (msg) => console.error(`[e2e] ERROR: ${msg}`);

/** Children to stop on the way out (each leads its own process group: npx → node vite). */
const children = new Set();

function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

async function stopAll() {
  await Promise.all([...children].map((c) => stopGroup(c)));
}

// Last resort: whatever way the process ends, no server is left behind.
process.on("exit", () => {
  for (const child of children) if (isRunning(child)) signalGroup(child, "SIGKILL");
});
/** Exit code to end with after a signal (128 + signal number); main() honours it too. */
let interrupted = 0;
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = code;
    fail(`received ${signal}, stopping`);
    void stopAll().finally(() => process.exit(code));
  });
}

function exitCodeOf(child) {
  return new Promise((resolve) => {
    if (!isRunning(child)) return resolve(child.exitCode ?? 1);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once("error", (err) => {
      fail(err.message);
      resolve(1);
    });
  });
}

/** Env without VITE_API_BASE_URL: the tests need demo mode (msw demo API). */
function demoEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.VITE_API_BASE_URL;
  return env;
}

async function build() {
  const index = join(DIST, "index.html");
  if (existsSync(index) && !FORCE_BUILD) {
    log(`using the existing build: ${DIST} (built ${statSync(index).mtime.toISOString()}; delete it, set E2E_BUILD=1 or run \`npm run build\` to refresh)`);
    return;
  }
  log(`building into ${DIST}: \`npx vite build\` (demo mode)`);
  const child = start("npx", ["vite", "build", "--outDir", DIST, "--emptyOutDir"], { stdio: "inherit", env: demoEnv() });
  const code = await exitCodeOf(child);
  if (code !== 0 || !existsSync(index)) {
    fail(`\`npx vite build\` failed (exit ${code}); fix the build, then run the browser tests again`);
    process.exit(code || 1);
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: "manual" });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function startServer() {
  if (await answers(BASE_URL)) {
    fail(`something already answers on ${BASE_URL}; stop it (or set E2E_PORT) and run again`);
    process.exit(1);
  }
  log(`starting \`vite preview\` on ${BASE_URL}`);
  const server = start("npx", ["vite", "preview", "--outDir", DIST, "--host", HOST, "--port", String(PORT), "--strictPort"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: demoEnv({ FORCE_COLOR: "0", NO_COLOR: "1" }),
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(server)) {
      fail(`\`vite preview\` exited early (exit ${server.exitCode ?? server.signalCode}). Its output:\n${output}`);
      process.exit(1);
    }
    if (await answers(BASE_URL)) {
      log(`server is up (pid ${server.pid})`);
      return server;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`\`vite preview\` did not answer on ${BASE_URL} within ${SERVER_START_TIMEOUT_MS / 1000} s. Its output:\n${output}`);
  await stopGroup(server);
  process.exit(1);
}

function specFiles(filters) {
  if (!existsSync(SPECS_DIR)) return [];
  return readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith(".spec.mjs"))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort()
    .map((f) => relative(ROOT, join(SPECS_DIR, f)));
}

async function runTests(files, passthrough) {
  // Files are listed one by one: Node 20's runner does not pick up *.spec.mjs in a directory.
  const args = ["--test", `--test-concurrency=${CONCURRENCY}`, "--test-reporter=spec", ...passthrough, ...files];
  log(`node ${args.join(" ")}`);
  const runner = start(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: BASE_URL, CHROMIUM_PATH },
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
        "  Install Debian's chromium:  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n" +
        "  (or point CHROMIUM_PATH at a chromium binary). `npx playwright install` does not work on this network.",
    );
    process.exit(1);
  }
  const files = specFiles(filters);
  if (files.length === 0) {
    fail(`no spec files (*.spec.mjs) in ${relative(ROOT, SPECS_DIR)}${filters.length ? ` matching ${filters.join(", ")}` : ""}`);
    process.exit(1);
  }

  await build();
  const server = await startServer();
  let code = 1;
  try {
    code = await runTests(files, passthrough);
  } finally {
    await stopGroup(server);
    log(isRunning(server) ? `WARNING: server pid ${server.pid} may still be running` : "server stopped");
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
