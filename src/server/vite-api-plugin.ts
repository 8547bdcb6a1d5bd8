import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Plugin, ViteDevServer } from "vite";
import type { Api } from "./main";

/**
 * `npm start`: the API server inside Vite's dev server, on the console's own origin. The console
 * runs with VITE_API_BASE_URL=/ (no demo: it calls its origin), and this plugin answers those
 * calls with the server's Hono app (main.ts openApi, on DATA_DIR's PGlite or DATABASE_URL's
 * Postgres). The server code is loaded through the dev server's SSR module loading, because the
 * handlers find their files with import.meta.glob; when a file it loaded changes (a handler, a
 * config), the API is opened again on the same data. The configs are checked as the console's
 * start-up check does (decision 0122): a problem at start stops `npm start` (exit 1) naming it;
 * after a reload it is named here and its resource's calls answer 资源配置错误 until it is fixed.
 * Active only when VITE_API_BASE_URL is "/": the console's API is then this origin's, and in dev
 * this origin is Vite.
 * Development's defaults (decisions 0071, 0072): a new database gets the demo shop (SEED_DEMO=1
 * unless set to 0) and SMS codes are printed in this log (SMS_SENDER=log unless set); the
 * start-up line says both.
 */

const MAIN = "/src/server/main.ts";
const APP = "/src/server/app.ts";
/** Changes that come in a burst (a save of several files, a branch switch) reopen the API once. */
const RELOAD_DEBOUNCE_MS = 150;

type Main = typeof import("./main");
type App = typeof import("./app");

function urlOf(server: ViteDevServer): string {
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) return "";
  const host = ["0.0.0.0", "::"].includes(address.address) ? "localhost" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The API of one dev server: opened at start, opened again after a change, closed with the server. */
function devApi(server: ViteDevServer) {
  const logger = server.config.logger;
  // the API only: Vite serves the console (with HMR); the demo shop and the log's SMS by default
  const env = { ...process.env, API_ONLY: "1", SEED_DEMO: process.env.SEED_DEMO ?? "1", SMS_SENDER: process.env.SMS_SENDER ?? "log" };
  let current: Promise<Api> | undefined;
  let closed = false;
  let describeApi: Main["describeApi"] = (api) => api.database.where;

  let reloadedLines: Main["reloadedLines"] = (problems) => [...problems];
  const describe = (api: Api) => describeApi(api);
  const open = (again: boolean) => {
    const previous = current;
    current = (async () => {
      // one process per PGlite folder: the old API lets go of it before the new one opens it
      await (await previous?.catch(() => undefined))?.close();
      const main = (await server.ssrLoadModule(MAIN)) as Main;
      describeApi = main.describeApi;
      reloadedLines = main.reloadedLines;
      // at start a config problem stops the server; after a reload its resource's calls are refused (decision 0122)
      return main.openApi(env, undefined, again ? "refuse-calls" : "stop");
    })();
    current.then(
      (api) => {
        const problems = api.configProblems ?? [];
        if (problems.length) logger.error(reloadedLines(problems).join("\n"), { timestamp: true });
        else if (again) logger.info(`商户后台 API 已重新加载（${describe(api)}）`, { timestamp: true });
      },
      (error: unknown) => {
        // the class is the server's module graph's (ssrLoadModule): known by its name here
        if (error instanceof Error && error.name === "ConfigRefused") {
          logger.error(error.message);
          void server.close().finally(() => process.exit(1));
          return;
        }
        logger.error(`商户后台 API 未能启动：${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      },
    );
    return current;
  };

  return {
    start: () => open(false),
    reload: () => !closed && open(true),
    /** Resolves with the API, or rejects with why it could not open. */
    ready: () => current ?? open(false),
    announce: async () => {
      const api = await current?.catch(() => undefined);
      if (api) logger.info(`\n  商户后台：${urlOf(server)}（API 与控制台同源；数据：${describe(api)}；npm run db:reset 重新填充）\n`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await (await current?.catch(() => undefined))?.close();
    },
  };
}

export function apiServer(): Plugin {
  let enabled = false;
  let api: ReturnType<typeof devApi> | undefined;
  let reloadTimer: NodeJS.Timeout | undefined;
  let onSigint: (() => void) | undefined;
  /** Where import.meta.glob looks: a file created or deleted there may change what the server loads. */
  let source = "";

  return {
    name: "merchant-api-server",
    apply: "serve",
    configResolved(config) {
      enabled = config.env.VITE_API_BASE_URL === "/";
      source = `${config.root}/src/`;
    },
    configureServer(server) {
      if (!enabled) return;
      const dev = devApi(server);
      api = dev;
      void dev.start();
      server.httpServer?.once("listening", () => void dev.announce());
      // Ctrl+C: the database is closed before the process ends (Vite itself does so on SIGTERM)
      onSigint = () => void server.close().finally(() => process.exit(130));
      process.once("SIGINT", onSigint);

      const isApiRequest = server.ssrLoadModule(APP).then((m) => (m as App).isApiRequest);
      // as under `npm run serve`, the adapter's Request and Response stand in for Node's (they extend them)
      const listener = getRequestListener(async (request, bindings) => (await dev.ready()).app.fetch(request, bindings));
      // before Vite's own middlewares (its HTML fallback would answer a GET of /rest/…)
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        isApiRequest
          .then(async (isApi) => {
            if (!isApi(req.method ?? "GET", path, req.headers.accept)) return next();
            try {
              await dev.ready();
            } catch (error) {
              res.writeHead(503, { "Content-Type": "application/json; charset=utf-8" });
              res.end(JSON.stringify({ code: 503, msg: `API 未能启动：${reason(error)}`, data: null }));
              return;
            }
            await listener(req, res);
          })
          .catch(next);
      });
    },
    hotUpdate(options) {
      // a file the server loaded changed, or a file came or went (import.meta.glob may pick it up)
      if (!api || this.environment.name !== "ssr") return;
      const loaded = options.modules.length > 0;
      if (!loaded && (options.type === "update" || !options.file.startsWith(source))) return;
      clearTimeout(reloadTimer);
      const dev = api;
      reloadTimer = setTimeout(() => void dev.reload(), RELOAD_DEBOUNCE_MS);
    },
    // the dev server closing (Ctrl+C, SIGTERM, Vite's own restart) closes each environment's plugins
    async closeBundle() {
      clearTimeout(reloadTimer);
      if (onSigint) process.off("SIGINT", onSigint);
      await api?.close();
    },
  };
}
