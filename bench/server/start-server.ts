import type { ChildProcess } from "node:child_process";
import { APPS, PROD, originOf, type App } from "../config";
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
export function startServer(script = "bench/serve.ts", apps: readonly App[] = [...Object.values(APPS), PROD.prodReference], timeoutMs = START_TIMEOUT_MS): Promise<ChildProcess> {
  // node itself with tsx's loader, no wrapper process between: signals reach the server as sent
  return startProcess(["--import", "tsx", script], apps, { timeoutMs });
}

export interface ProcessOptions {
  /** The line that says it listens (default: one starting "ready:"). */
  ready?: RegExp;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** Node with `args` (a server that listens on `apps`' ports), resolved once it prints its `ready` line. */
export async function startProcess(args: string[], apps: readonly App[], { ready: readyLine = /^ready:/, env = {}, timeoutMs = START_TIMEOUT_MS }: ProcessOptions = {}): Promise<ChildProcess> {
  for (const app of apps) {
    if (await answers(originOf(app))) throw new Error(`something already answers on ${originOf(app)}; stop it (or set BENCH_PORT)`);
  }
  const script = args.join(" ");
  const server = start(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", ...env } });
  let output = "";
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
      const line = output.split("\n").find((l) => readyLine.test(l));
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
