// Child processes that lead their own process group (spawned `detached`, e.g. npx → node vite),
// stopped as a whole: shared by the browser tests' runner (e2e/run.mjs) and the benchmark
// (bench/processes.ts), so neither leaves a server or browser behind.

/** @param {import("node:child_process").ChildProcess} child */
export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} signal */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM the child's process group, SIGKILL it if it is still there after `graceMs`. */
export function stopGroup(child, graceMs = 3_000) {
  if (!child || !isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup(child, "SIGKILL");
      resolve();
    }, graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      // npx may exit before its own child: make sure nothing of the group is left.
      signalGroup(child, "SIGKILL");
      resolve();
    });
    signalGroup(child, "SIGTERM");
  });
}
