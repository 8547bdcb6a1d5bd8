import { existsSync } from "node:fs";
import type { Hono } from "hono";
import { serve } from "@hono/node-server";
import { resources } from "../resources";
import { handlers } from "../mocks/handlers";
import { appSeeds } from "../mocks/resource-seeds";
import { seed } from "../mocks/seed";
import { DB_VERSION } from "../mocks/db";
import { createApp } from "./app";
import { serveFiles } from "./files";
import { openDatabase, type Database } from "./sql";
import { dropStore, prepareStore, serveFromDatabase, type Store } from "./store";
import { runRulesJob, startRulesJob } from "./rules-job";

/**
 * The API server (npm run serve; npm start runs it beside the console's dev server): opens the
 * database the environment names (DATABASE_URL, else PGlite in DATA_DIR), brings it up to date,
 * seeds a new one, and serves the API and, when built, the console on PORT / HOST.
 */

export interface Started {
  url: string;
  close(): Promise<void>;
}

/** The API on its database, not yet listening: startServer listens with it, `npm start` mounts it in Vite's dev server. */
export interface Api {
  app: Hono;
  database: Database;
  store: Store;
  close(): Promise<void>;
}

export async function openApi(env: NodeJS.ProcessEnv = process.env): Promise<Api> {
  const database = await openDatabase(env);
  const options = { configs: resources, otherNames: Object.keys(appSeeds), seed: () => seed() };
  const store = await prepareStore(database, options);
  if (store.version !== DB_VERSION) {
    console.warn(`数据库的演示数据是第 ${store.version} 版，代码是第 ${DB_VERSION} 版：npm run db:reset 重新填充`);
  }
  serveFromDatabase(database, store);
  // the shop's rules, once a minute (rules-job.ts); a test server runs them when told, on its clock
  const testing = env.ALLOW_RESET === "1";
  const stopRules = testing ? () => undefined : startRulesJob(database, store.specs);
  const staticDir = env.STATIC_DIR ?? "dist";
  const app = createApp({
    handlers,
    staticDir: env.API_ONLY === "1" || !existsSync(`${staticDir}/index.html`) ? undefined : staticDir,
    extraRoutes: (app) => serveFiles(app, database),
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    reset: env.ALLOW_RESET === "1"
      ? async (at) => {
        await dropStore(database);
        serveFromDatabase(database, await prepareStore(database, { ...options, seed: () => seed(at ?? new Date()) }));
      }
      : undefined,
    runRules: testing ? (at) => runRulesJob(database, store.specs, at) : undefined,
  });
  return {
    app, database, store,
    close: () => {
      stopRules();
      return database.close();
    },
  };
}

export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  const { app, database, store, close } = await openApi(env);
  const hostname = env.HOST ?? "127.0.0.1";
  const port = Number(env.PORT ?? 8080);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname, port }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const url = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${actualPort}`;
  console.log(`商户后台 API：${url}（${database.where}，${store.state === "seeded" ? "已填入演示数据" : "沿用已有数据"}）`);
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
}
