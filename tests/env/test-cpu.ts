import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";

/**
 * What a test costs in CPU, whatever runs beside it (decision 0111).
 * - TEST_CPU_LOG=<file> appends one tab-separated line a test: file, test, CPU ms (the worker
 *   process's user + system), wall ms, the load average; hooks included.
 * - TEST_CPU_PROFILE=<folder> writes a V8 CPU profile of each test there (open it in Chrome's
 *   DevTools, or sum it by function).
 *   TEST_CPU_LOG=/tmp/cpu.tsv npx vitest run tests/engine/modal-form-list.test.tsx
 * On the shared machine a test's wall time says how busy the machine was; its CPU time is what
 * the test asks of it: at load 12 a worker gets about a sixth of a core, so a test of more than
 * ~3 s of CPU is past its 20 s there, and a step of more than ~0.8 s inside one findBy past its
 * 5 s. Unset: no hook is added.
 */
const log = process.env.TEST_CPU_LOG;
const profiles = process.env.TEST_CPU_PROFILE;

if (log || profiles) {
  let cpu = process.cpuUsage();
  let wall = performance.now();
  const session = new Session();
  if (profiles) {
    mkdirSync(profiles, { recursive: true });
    session.connect();
    await session.post("Profiler.enable");
  }
  beforeEach(async () => {
    if (profiles) await session.post("Profiler.start");
    cpu = process.cpuUsage();
    wall = performance.now();
  });
  // the setup file's afterEach runs last (vitest runs after-hooks as a stack): the file's own
  // after-hooks (cleanup, the demo db's reset) are in the figure
  afterEach(async (context) => {
    const used = process.cpuUsage(cpu);
    const took = performance.now() - wall;
    const name = `${context.task.file.name} > ${context.task.name}`;
    if (log) {
      const line = [context.task.file.name, context.task.name, Math.round((used.user + used.system) / 1000), Math.round(took), loadavg()[0]?.toFixed(1)];
      appendFileSync(log, `${line.join("\t")}\n`);
    }
    if (profiles) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(join(profiles, `${name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 120)}.cpuprofile`), JSON.stringify(profile));
    }
  });
}
