import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOST, PROD, PROD_SERVER_DIR } from "../config";
import { onExit, stop } from "../processes";
import { startProcess } from "./start-server";

/** The production server's start-up line (src/server/main.ts startServer). */
const LISTENING = /^商户后台 API：/;
/** Seeding the demo shop into a new PGlite takes ~15 s on an idle machine, over a minute on a loaded one. */
const START_TIMEOUT_MS = 240_000;

/**
 * The console as `npm run serve` runs it (issue 51, item 1): dist-server's serve.js, here
 * PROD_SERVER_DIR/serve.js, serving the console built for it (PROD.prod.dir) with the API on
 * PGlite in a new folder and the demo shop asked for (SEED_DEMO=1, decision 0072), as
 * bench/server/api-server.ts opens it but without its 100,000 orders: the shop as seeded. The
 * shop's rules job runs once a minute as in any deployment. The folder goes when it stops.
 */
export async function startProdServer(): Promise<{ server: ChildProcess; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-prod-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const env = { PORT: String(PROD.prod.port), HOST, DATA_DIR: dataDir, STATIC_DIR: PROD.prod.dir, SEED_DEMO: "1", DATABASE_URL: "", API_ONLY: "0", ALLOW_RESET: "0" };
  const server = await startProcess([join(PROD_SERVER_DIR, "serve.js")], [PROD.prod], { ready: LISTENING, env, timeoutMs: START_TIMEOUT_MS }).catch((err: unknown) => {
    removeDir();
    throw err;
  });
  const close = async () => {
    await stop(server);
    removeDir();
  };
  const forget = onExit(close);
  return {
    server,
    close: async () => {
      forget();
      await close();
    },
  };
}
