/**
 * The API server from the sources, through Vite's module loading (the handlers find the
 * configs with import.meta.glob, which only Vite resolves): the test harness's servers
 * (scripts/test-server.ts). Env as src/server/main.ts reads it (DATA_DIR, DATABASE_URL, PORT, HOST);
 * a new database gets the demo shop (SEED_DEMO=1 unless set).
 * Prints `listening <url>` once it serves, and stops on SIGTERM / SIGINT (`stopping`, then the
 * calls in flight answered: main.ts).
 */
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error", optimizeDeps: { noDiscovery: true, include: [] } });
const { startServer, exitIfRefused } = (await vite.ssrLoadModule("/src/server/main.ts")) as typeof import("../src/server/main");
// the suite runs on the demo shop (decision 0072: a server seeds it only when asked); a config with a problem: exit 1, naming it
const started = await startServer({ ...process.env, API_ONLY: process.env.API_ONLY ?? "1", SEED_DEMO: process.env.SEED_DEMO ?? "1" }).catch(async (error: unknown) => {
  await vite.close();
  return exitIfRefused(error);
});
console.log(`listening ${started.url}`);
const stop = async () => {
  // the harness's SIGTERM test waits for this line: the server has the signal
  console.log("stopping");
  await started.close();
  await vite.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
