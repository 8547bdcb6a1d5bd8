// Builds the in-browser demo (as `npm run build:demo`, into dist-demo) and serves it
// (e2e/static-server.mjs) for the browser tests (e2e/run.mjs) and the screenshots (e2e/screenshots.mjs);
// builds and starts the API server (`npm run build`, `node dist-server/serve.js`) for the specs
// that run on it (*.server.spec.mjs).
// Every child leads its own process group and is stopped on the way out, on failure and on
// signals too.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isRunning, signalGroup, stopGroup } from "../scripts/process-group.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
export const PORT = Number(process.env.E2E_PORT || 4179);
export const BASE_URL = `http://${HOST}:${PORT}`;
const SERVER_START_TIMEOUT_MS = 30_000;
/** The demo build (`npm run build:demo`): dist holds the console for the API server (`npm run build`). */
export const DIST = process.env.E2E_DIST || join(ROOT, "dist-demo");
const FORCE_BUILD = process.env.E2E_BUILD === "1";

/** Seconds since the run began, on each line: where a CI run's e2e time goes (decision 0112). */
const began = Date.now();
const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
export const log = (msg) => console.log(`[e2e ${since()}] ${msg}`);
export const fail = (msg) => console.error(`[e2e ${since()}] ERROR: ${msg}`);

/** Children to stop on the way out (each leads its own process group: npx → node vite). */
const children = new Set();

export function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stopGroup(c)));
}

// Last resort: whatever way the process ends, no server is left behind.
process.on("exit", () => {
  for (const child of children) if (isRunning(child)) signalGroup(child, "SIGKILL");
});
/** Exit code to end with after a signal (128 + signal number); main() honours it too. */
export let interrupted = 0;
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = code;
    fail(`received ${signal}, stopping`);
    void stopAll().finally(() => process.exit(code));
  });
}

export function exitCodeOf(child) {
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

/** Builds into DIST unless it holds a build already (E2E_BUILD=1 or `force`: always). */
export async function build({ force = FORCE_BUILD } = {}) {
  const index = join(DIST, "index.html");
  if (existsSync(index) && !force) {
    log(`using the existing build: ${DIST} (built ${statSync(index).mtime.toISOString()}; delete it, set E2E_BUILD=1 or run \`npm run build:demo\` to refresh)`);
    return;
  }
  log(`building the demo into ${DIST}: \`npx vite build\` (as \`npm run build:demo\`)`);
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

/** Starts `cmd args` as `what` and waits for it to answer on `url`; exits the run when it does not. */
async function startAndWait(what, url, cmd, args, { env, timeoutMs }) {
  if (await answers(url)) {
    fail(`something already answers on ${url}; stop it (or set E2E_PORT / E2E_SERVER_PORT) and run again`);
    process.exit(1);
  }
  log(`starting ${what} on ${url}`);
  const server = start(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(server)) {
      fail(`${what} exited early (exit ${server.exitCode ?? server.signalCode}). Its output:\n${output}`);
      process.exit(1);
    }
    if (await answers(url)) {
      log(`${what} is up (pid ${server.pid})`);
      return server;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${what} did not answer on ${url} within ${timeoutMs / 1000} s. Its output:\n${output}`);
  await stopGroup(server);
  process.exit(1);
}

/**
 * The demo build served on BASE_URL as a static host serves it (e2e/static-server.mjs: /assets/
 * cached, nothing compressed on the way), not by `vite preview` (decision 0112).
 */
export function startServer() {
  return startAndWait("the demo build's static server", BASE_URL, process.execPath, [join(ROOT, "e2e", "static-server.mjs"), DIST, HOST, String(PORT)], {
    env: demoEnv(),
    timeoutMs: SERVER_START_TIMEOUT_MS,
  });
}

// ---- the API server (decision 0053), for the *.server.spec.mjs files (spec-target.mjs) ----

/** Where the API server listens for the browser tests: E2E_SERVER_PORT, else the port after E2E_PORT. */
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT || PORT + 1);
export const SERVER_URL = `http://${HOST}:${SERVER_PORT}`;
/** A new database is seeded from the demo history before the server listens: slower than a preview. */
const API_SERVER_START_TIMEOUT_MS = 120_000;
const SERVER_BUILD = [join(ROOT, "dist", "index.html"), join(ROOT, "dist-server", "serve.js")];

/** `npm run build` (the server's console into dist, the server into dist-server) unless both are there (E2E_BUILD=1: always). */
export async function buildServer({ force = FORCE_BUILD } = {}) {
  if (SERVER_BUILD.every((f) => existsSync(f)) && !force) {
    log(`using the existing server build: dist and dist-server (built ${statSync(SERVER_BUILD[1]).mtime.toISOString()}; delete them, set E2E_BUILD=1 or run \`npm run build\` to refresh)`);
    return;
  }
  log("building the server and its console into dist-server and dist: `npm run build`");
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL; // npm run build sets it for the console (`/`)
  const code = await exitCodeOf(start("npm", ["run", "build"], { stdio: "inherit", env }));
  if (code !== 0 || !SERVER_BUILD.every((f) => existsSync(f))) {
    fail(`\`npm run build\` failed (exit ${code}); fix the build, then run the browser tests again`);
    process.exit(code || 1);
  }
}

/**
 * `node dist-server/serve.js` on SERVER_URL with a new PGlite database in `dataDir` (seeded from
 * the demo history on start: SEED_DEMO=1): the specs begin from the demo's shop, and a developer's
 * DATABASE_URL or data/pglite is never touched.
 */
export function startApiServer(dataDir) {
  // the demo shop, asked for (decision 0072: the production server seeds nothing by itself)
  const env = { ...process.env, PORT: String(SERVER_PORT), HOST, DATA_DIR: dataDir, SEED_DEMO: "1", FORCE_COLOR: "0", NO_COLOR: "1" };
  for (const name of ["DATABASE_URL", "STATIC_DIR", "API_ONLY", "ALLOW_RESET"]) delete env[name];
  return startAndWait("the API server (`node dist-server/serve.js`, PGlite)", SERVER_URL, process.execPath, [join(ROOT, "dist-server", "serve.js")], {
    env,
    timeoutMs: API_SERVER_START_TIMEOUT_MS,
  });
}
