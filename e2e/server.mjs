// Builds the in-browser demo (as `npm run build:demo`, into dist-demo) and serves it with
// `vite preview` for the browser tests (e2e/run.mjs) and the screenshots (e2e/screenshots.mjs).
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

export const log = (msg) => console.log(`[e2e] ${msg}`);
export const fail = (msg) => console.error(`[e2e] ERROR: ${msg}`);

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

export async function startServer() {
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

