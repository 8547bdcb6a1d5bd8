/**
 * `npm run bench` (issues 12, 26 and 51): builds the console for a stub API, the console in demo mode
 * and bench/reference/; serves them with the stub API (bench/serve.ts); measures JS per route
 * family, Lighthouse desktop and in-page timings on /goods and /order; and the console on the
 * production server (`npm run serve`) beside the reference served the same way (first screens,
 * Lighthouse desktop and mobile); prints one markdown table with issue 51's goals (bench/goals.ts) and writes it to dist-bench/results.md. Timings are reported, never asserted (not run in CI). See bench/README.md.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs, type BenchArgs } from "./args";
import { buildAll, checkBuilds } from "./build";
import { CHROMIUM_PATH } from "./config";
import { lighthouseRuns } from "./lighthouse-runs";
import { isInterrupted, log, stop, stopAll, stopEverythingOnSignals } from "./processes";
import { markdownTable, unmetNote, type Row } from "./report";
import { writeResults } from "./results-file";
import { firstLoadRows, lighthouseRows, prodRows, sizeRows, timingRows } from "./results-table";
import { firstScreenRuns, type FirstScreenRuns } from "./first-screen-runs";
import type { AuditRuns } from "./lighthouse-runs";
import { startProdServer } from "./server/prod-server";
import { API_SERVER, ORDERS_IN_SHOP } from "./config";
import { startServer } from "./server/start-server";
import { measureSizes } from "./sizes";
import { timingRuns } from "./timing-runs";

/** Filling 100,000 orders into PGlite takes about a minute on an idle machine: room for a busy one. */
const FILL_TIMEOUT_MS = 600_000;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function measure(args: BenchArgs, notes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  if (args.parts.has("sizes")) {
    log("JS gzip per route family (from the builds' manifests)");
    const sizes = measureSizes();
    notes.push(...sizes.warnings.map((w) => `size walk: ${w}`));
    rows.push(...sizeRows(sizes));
  }
  let server: ChildProcess | undefined;
  let apiServer: ChildProcess | undefined;
  let prodServer: Awaited<ReturnType<typeof startProdServer>> | undefined;
  const prod = args.parts.has("prod");
  let audits: AuditRuns | undefined;
  let screens: FirstScreenRuns | undefined;
  try {
    if (args.parts.has("lighthouse") || args.parts.has("timings") || args.parts.has("server") || prod) server = await startServer();
    if (prod) {
      log("the production server (npm run serve's serve.js) on PGlite in a new folder, the demo shop seeded");
      prodServer = await startProdServer();
    }
    if (args.parts.has("server")) {
      log(`the API server on PGlite, its demo shop filled to ${ORDERS_IN_SHOP} orders (about a minute)`);
      apiServer = await startServer("bench/server/api-server.ts", [API_SERVER], FILL_TIMEOUT_MS);
    }
    if (args.parts.has("lighthouse") || prod) {
      const started = Date.now();
      log(`Lighthouse${prod ? " (desktop and mobile on the production server)" : " desktop"}, ${args.runs} run(s) of each page (~15 s a run)`);
      audits = await lighthouseRuns(args.runs, { classic: args.parts.has("lighthouse"), prod });
      rows.push(...lighthouseRows(audits));
      log(`Lighthouse done in ${seconds(started)}`);
    }
    if (prod) {
      const started = Date.now();
      log(`first screens on the production server in Chromium, ${args.runs} run(s) per app (cold loads, a second visit, sign-in)`);
      screens = await firstScreenRuns(args.runs);
      log(`first screens done in ${seconds(started)}`);
    }
    if (args.parts.has("timings") || args.parts.has("server")) {
      const started = Date.now();
      log(`in-page timings in Chromium, ${args.runs} run(s) per app (figures: response → paint / start → paint, longest long task)`);
      const timings = await timingRuns(args.runs, { console: args.parts.has("timings"), server: args.parts.has("server") });
      if (args.parts.has("timings")) rows.push(...timingRows(timings));
      if (args.parts.has("server")) rows.push(...firstLoadRows(timings));
      log(`timings done in ${seconds(started)}`);
    }
    // the production server's figures first in the table: issue 51's goals are on them
    if (prod) rows.unshift(...prodRows(screens, audits));
  } finally {
    if (prodServer) await prodServer.close();
    if (apiServer) await stop(apiServer);
    if (server) await stop(server);
  }
  return rows;
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium is not at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  if (args.build) await buildAll();
  else checkBuilds();
  const notes: string[] = [];
  const rows = await measure(args, notes);
  const unmet = unmetNote(rows);
  if (unmet) notes.push(unmet);
  const table = markdownTable(rows);
  const options = `--runs ${args.runs}${args.build ? "" : " --no-build"} (parts: ${[...args.parts].join(", ")}); medians of the runs`;
  const file = writeResults(table, options, notes);
  console.log(`\n${table}\n`);
  for (const note of notes) console.log(`note: ${note}`);
  log(`written to ${file.replace(`${process.cwd()}/`, "")}; took ${seconds(started)}`);
}

stopEverythingOnSignals();
main().then(
  () => stopAll(),
  async (err: unknown) => {
    if (isInterrupted()) return; // the signal handler is stopping everything and exits
    console.error(`[bench] ERROR: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}${err instanceof Error && err.cause ? `\n  cause: ${String(err.cause)}` : ""}`);
    await stopAll();
    process.exitCode = 1;
  },
);
