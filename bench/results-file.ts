import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { CHROMIUM_PATH, OUT, ROOT } from "./config";

const quiet = (cmd: string, args: string[]) => {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};

/** The 1-minute load average when the benchmark started: a loaded machine slows the timings. */
const loadAtStart = loadavg()[0] ?? 0;

/** What the figures were read on: they only compare with figures of the same machine and load. */
export function machine(): string {
  const dirty = quiet("git", ["status", "--porcelain", "--untracked-files=no"]) ? " (with uncommitted changes)" : "";
  return [
    `Date: ${new Date().toISOString()}`,
    `Commit: ${quiet("git", ["rev-parse", "--short", "HEAD"])}${dirty}`,
    `Machine: ${availableParallelism()} cores (nproc), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ${quiet(CHROMIUM_PATH, ["--version"])}`,
    `Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`,
  ].join("  \n");
}

/** Writes dist-bench/results.md: the machine, the options, the table; returns its path. */
export function writeResults(table: string, options: string, notes: string[]): string {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, "results.md");
  const extra = notes.length ? `\n\nNotes:\n${notes.map((n) => `- ${n}`).join("\n")}\n` : "\n";
  writeFileSync(file, `# npm run bench\n\n${machine()}  \nOptions: ${options}\n\n${table}\n${extra}`);
  return file;
}
