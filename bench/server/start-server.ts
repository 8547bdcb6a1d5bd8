import type { ChildProcess } from "node:child_process";
import { APPS, originOf, type App } from "../config";
import { log, start, stop } from "../processes";

const START_TIMEOUT_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a bench server script in its own process (its CPU work stays out of the process that
 * runs Lighthouse) and resolves once it prints "ready"; fails with its output otherwise.
 * Default: bench/serve.ts, the apps' files and the stub API on one port each.
 */
export async function startServer(script = "bench/serve.ts", apps: readonly App[] = Object.values(APPS), timeoutMs = START_TIMEOUT_MS): Promise<ChildProcess> {
  for (const app of apps) {
    if (await answers(originOf(app))) throw new Error(`something already answers on ${originOf(app)}; stop it (or set BENCH_PORT)`);
  }
  // node itself with tsx's loader, no wrapper process between: signals reach the server as sent
  const server = start(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
  let output = "";
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
      const line = output.split("\n").find((l) => l.startsWith("ready:"));
      if (line) resolve(log(`server ${line}`));
    };
    server.stdout?.on("data", keep);
    server.stderr?.on("data", keep);
    server.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
    timer = setTimeout(() => reject(new Error(`${script} was not ready within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
  });
  try {
    await ready;
  } catch (err) {
    await stop(server);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  // keep printing what the server says afterwards (a failed call), not only when it fails
  server.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return server;
}
