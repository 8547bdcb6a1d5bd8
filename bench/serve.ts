/**
 * The benchmark's server (run by bench/run.ts as a child process, or by hand:
 * `npx tsx bench/serve.ts` after a build, to look at the apps): one process, one port per
 * app (its build's files with the SPA fallback) and the stub API under /api on each, all on
 * one in-memory demo DB; and the reference as the production server serves files (issue 51:
 * bench/server/prod-reference.ts) on one more. Prints "ready" once every port listens.
 */
import { createServer, type Server } from "node:http";
import { APPS, API_BASE, HOST, PROD, STUB_GOODS, originOf, type App } from "./config";
import { apiBridge } from "./server/api-bridge";
import { listenProdReference } from "./server/prod-reference";
import { staticFiles } from "./server/static-files";
import { loadStubApi } from "./stub-api/load";

function listen(app: App, api: Awaited<ReturnType<typeof loadStubApi>>): Promise<Server> {
  const files = staticFiles(app.dir);
  const calls = apiBridge(api, originOf(app));
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path.startsWith(`${API_BASE}/`)) {
      calls(req, res).catch((err: unknown) => {
        console.error(`[serve] ${req.url}: ${String(err)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    } else {
      files(req, res);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(app.port, HOST, () => resolve(server));
  });
}

const api = await loadStubApi(STUB_GOODS);
const servers = await Promise.all([...Object.values(APPS).map((app) => listen(app, api)), listenProdReference(api)]);
console.log(`ready: ${[...Object.values(APPS), PROD.prodReference].map((a) => `${a.name} ${originOf(a)}`).join(", ")} (stub API: ${api.goodsCount()} goods)`);

const close = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on("SIGTERM", close);
process.on("SIGINT", close);
