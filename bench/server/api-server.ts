/**
 * The console as a shop runs it, for `npm run bench` (issue 38, item 4): the API server
 * (src/server/main.ts) on its embedded PGlite in a new folder, serving the console built for it
 * (bench/build.ts → API_SERVER.dir), the demo shop filled to ORDERS_IN_SHOP orders. Run by
 * bench/run.ts as a child process (its CPU work stays out of the browser's); prints "ready:"
 * once it listens, and removes its folder when it stops.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createServer } from "vite";
import { API_SERVER, HOST, ORDERS_IN_SHOP, originOf } from "../config";
import { fillOrders } from "./fill-orders";

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openApi } = await load<typeof import("../../src/server/main")>("/src/server/main.ts");
const { runRulesJob } = await load<typeof import("../../src/server/rules-job")>("/src/server/rules-job.ts");
const io = await load<typeof import("../../src/server/table-io")>("/src/server/table-io.ts");

const dir = mkdtempSync(join(tmpdir(), "bench-server-"));
// the demo shop, asked for (decision 0072), filled with orders on top
const api = await openApi({ ...process.env, DATABASE_URL: "", DATA_DIR: dir, STATIC_DIR: API_SERVER.dir, API_ONLY: "0", SEED_DEMO: "1" });
const seconds = await fillOrders(api, io, ORDERS_IN_SHOP);
// the shop's rules once, now: the copied orders are old, and the minute's job would otherwise close
// and confirm thousands of them while the browser measures (its CPU work in the figures)
const moved = await runRulesJob(api.database, api.store.specs, api.calls);
const server = serve({ fetch: api.app.fetch, hostname: HOST, port: API_SERVER.port }, () => {
  console.log(`ready: ${API_SERVER.name} ${originOf(API_SERVER)} (PGlite, ${ORDERS_IN_SHOP} orders in the shop, filled in ${seconds.toFixed(0)} s; the shop's rules moved ${moved} rows on)`);
});

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  server.close(() => {
    void api.close().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      void vite.close().finally(() => process.exit(0));
    });
  });
};
process.on("SIGTERM", close);
process.on("SIGINT", close);
