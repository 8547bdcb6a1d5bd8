import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { isRunning, signalGroup, stopGroup } from "../scripts/process-group.mjs";
import { ROOT } from "./config";

/**
 * Child processes and other things to end on the way out (as e2e/run.mjs does): whatever
 * way the benchmark ends (done, failed, Ctrl-C), no server or browser is left behind.
 */
const children = new Set<ChildProcess>();
const cleanups = new Set<() => Promise<unknown>>();

export const log = (msg: string) => console.log(`[bench] ${msg}`);


/** Starts a child leading its own process group (npx → node), so stopping it stops all of it. */
export function start(cmd: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** SIGTERM the child's group; SIGKILL it if it is still there after `graceMs`. */
export { stopGroup as stop };

export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (!isRunning(child)) return resolve(child.exitCode ?? 1);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once("error", () => resolve(1));
  });
}

/** Runs `close` when the benchmark ends, however it ends (a browser, a temp folder). */
export function onExit(close: () => Promise<unknown>): () => void {
  cleanups.add(close);
  return () => cleanups.delete(close);
}

export async function stopAll(): Promise<void> {
  const closing = [...cleanups].map((c) => c().catch(() => undefined));
  cleanups.clear();
  await Promise.all([...closing, ...[...children].map((c) => stopGroup(c))]);
}

let interrupted = false;
/** A signal came: what fails from now on fails because the browsers and server are going. */
export const isInterrupted = () => interrupted;

/** Last resort on exit, and an orderly stop on signals (exit code 128 + the signal's number). */
export function stopEverythingOnSignals(): void {
  process.on("exit", () => {
    for (const child of children) if (isRunning(child)) signalGroup(child, "SIGKILL");
  });
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`[bench] received ${signal}, stopping the servers and browsers`);
      void stopAll().finally(() => process.exit(code));
    });
  }
}
