import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { Hono } from "hono";
import { serve } from "@hono/node-server";
import { createApi, type ApiOfPorts } from "../api/create-api";
import type { Db } from "../api/types";
import type { SmsSender } from "../api/sms-sender";
import { DB_VERSION } from "../api/db-calls";
import { createApp } from "./app";
import { serveFiles } from "./files";
import { openDatabase, type Database } from "./sql";
import { databasePorts, emptyStore, prepareStore, type Store } from "./store";
import { storeTables } from "./store-tables";
import { legacyTimeZoneOf } from "./migrations";
import { runRulesJob, startRulesJob } from "./rules-job";
import { describeSmsSender, NO_SENDER_WARNING, smsSenderFromEnv } from "./sms/from-env";
import { testOutbox } from "./sms/test-outbox";
import { serverSessionKey } from "./session-key";
import { describeTracking, trackingProviderFromEnv } from "./tracking/from-env";
import type { TrackingProvider } from "../api/tracking/tracking-provider";
import { postgresHub } from "./live-notify";
import { handlers } from "../api/handlers";
import { checkConfigs, ConfigRefused, type OnConfigProblem } from "./config-check";
import { seedProblems } from "../api/seed-check";
import { resources } from "../resources";

export { ConfigRefused, exitIfRefused, reloadedLines } from "./config-check";

/**
 * The API server (npm run serve; npm start runs it beside the console's dev server): opens the
 * database the environment names (DATABASE_URL, else PGlite in DATA_DIR), brings it up to date,
 * and serves the API and, when built, the console on PORT / HOST. A new database is left empty
 * (merchants register) unless SEED_DEMO=1 asks for the demo shop (decision 0072): the seed is
 * imported only then, a chunk of its own, so the production bundle holds no demo accounts.
 * SMS codes go through the sender SMS_SENDER names (decision 0071; none: 短信服务未配置).
 */

/** The demo shop's history on the clock of `at`: imported only when asked for. */
export async function demoSeed(at: Date = new Date()): Promise<Db> {
  const { seed } = await import("../demo/seed");
  return seed(at);
}

/**
 * The demo shop a new database starts with, its rows held to their configs' rules first: a seed
 * row that breaks one stops the start (ConfigRefused), naming its seed file and row (decision 0122).
 */
async function checkedDemoSeed(): Promise<Db> {
  const db = await demoSeed();
  const problems = seedProblems(resources, db);
  if (problems.length) throw new ConfigRefused(problems.map((p) => `种子数据错误 ${p}`));
  return db;
}

/** SEED_DEMO=1 (npm start and the test harness set it): a new database gets the demo shop. */
export const seedsDemo = (env: NodeJS.ProcessEnv): boolean => env.SEED_DEMO === "1";

/** The start-up line's words for the data and the SMS sender. */
export function describeApi(api: Pick<Api, "database" | "store" | "smsSender" | "tracking">): string {
  const data = { seeded: "新数据库，已填入演示数据", empty: "新数据库，未填入演示数据（SEED_DEMO=1 可填入）", existing: "沿用已有数据" }[api.store.state];
  const demo = api.store.state === "existing" ? (api.store.demo ? "，演示数据" : "") : "";
  const migrated = api.store.state === "existing" && api.store.migrated.length ? `，已执行迁移 ${api.store.migrated.join("、")}` : "";
  return `${api.database.where}，${data}${demo}${migrated}；${describeSmsSender(api.smsSender)}；${describeTracking(api.tracking ?? null)}`;
}

export interface Started {
  url: string;
  close(): Promise<void>;
}

/** The API on its database, not yet listening: startServer listens with it, `npm start` mounts it in Vite's dev server. */
export interface Api {
  app: Hono;
  database: Database;
  store: Store;
  /** The API's handlers and jobs on the database (create-api.ts). */
  calls: ApiOfPorts;
  /** The API's SMS sender (null: none, the SMS calls answer 短信服务未配置). */
  smsSender: SmsSender | null;
  /** Where parcels are asked (null: none, parcels show no track). */
  tracking?: TrackingProvider | null;
  /** The configs' problems it opened with (after a hot reload: their resources' calls are refused). */
  configProblems?: readonly string[];
  close(): Promise<void>;
}

/**
 * `opened`: a database already open (a test's, holding an older release's data); else the one `env` names.
 * `onConfigProblem`: a config with a problem stops the start (ConfigRefused, before the database
 * is opened), or, after `npm start`'s hot reload, has its resource's calls refused (decision 0122).
 */
export async function openApi(env: NodeJS.ProcessEnv = process.env, opened?: Database, onConfigProblem: OnConfigProblem = "stop"): Promise<Api> {
  const configs = await checkConfigs(handlers, onConfigProblem);
  const testing = env.ALLOW_RESET === "1";
  // a sender named but not configured stops the start here, before the database is opened
  const chosen = smsSenderFromEnv(env);
  // the test harness's servers keep the codes they text for its suite (/__test/sms)
  const outbox = testing ? testOutbox(chosen) : null;
  const sender = outbox?.sender ?? chosen;
  // 物流轨迹: as TRACKING_PROVIDER names it; with the demo shop the demo's tracks (decision 0116)
  const tracking = trackingProviderFromEnv(env, seedsDemo(env) ? "demo" : "");
  const database = opened ?? (await openDatabase(env));
  const options = { ...storeTables(), legacyTimeZone: legacyTimeZoneOf(env) };
  const store = await prepareStore(database, seedsDemo(env) ? { ...options, seed: checkedDemoSeed } : options).catch(async (error: unknown) => {
    // a start refused (the demo's seed, a migration): the database this call opened is let go of
    if (!opened) await database.close();
    throw error;
  });
  // DB_VERSION is the demo seed's own version: the schema's is the migrations' (decision 0083)
  if (store.demo && store.version !== DB_VERSION) {
    console.warn(`数据库的演示数据是第 ${store.version} 版，种子是第 ${DB_VERSION} 版：数据已迁移可用；npm run db:reset 可换成新版演示数据`);
  }
  // the API on the database; a test server's reset makes the store's ports anew, and the calls follow
  let served = databasePorts(database, store);
  // the live streams' hub: across the processes of one Postgres by LISTEN/NOTIFY; PGlite's is this process's (live-notify.ts)
  const live = env.DATABASE_URL ? await postgresHub(env.DATABASE_URL, database) : undefined;
  const calls = createApi({
    ...served,
    sms: sender,
    tracking,
    transact: (run, label) => served.transact(run, label),
    pageReader: (query) => served.pageReader(query),
    sessionKey: serverSessionKey,
    ...(live ? { live } : {}),
  });
  // the shop's rules, once a minute (rules-job.ts); a test server runs them when told, on its clock
  const stopRules = testing ? async () => undefined : startRulesJob(database, store.specs, calls);
  const staticDir = env.STATIC_DIR ?? "dist";
  const app = createApp({
    handlers: calls.handlers,
    staticDir: env.API_ONLY === "1" || !existsSync(`${staticDir}/index.html`) ? undefined : staticDir,
    extraRoutes: (app, withCallerAddress) => {
      serveFiles(app, database, withCallerAddress, calls.exportFileResponse);
      outbox?.route(app);
    },
    ...(configs.messages.length ? { refuse: configs.refusalOf } : {}),
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    connectSrc: (env.CSP_CONNECT_SRC ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    reset: env.ALLOW_RESET === "1"
      ? async (at) => {
        await emptyStore(database);
        served = databasePorts(database, await prepareStore(database, { ...options, seed: () => demoSeed(at ?? new Date()) }));
      }
      : undefined,
    runRules: testing ? (at) => runRulesJob(database, store.specs, calls, at) : undefined,
    buyer: testing ? (step, body, at) => calls.runBuyerStep(step, body, at.getTime()) : undefined,
  });
  return {
    app, database, store, calls, smsSender: sender, tracking, configProblems: configs.messages,
    close: async () => {
      await stopRules();
      calls.ports.live.streams.closeAll();
      await live?.close();
      await database.close();
    },
  };
}

export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  const api = await openApi(env);
  const { app, close } = api;
  const hostname = env.HOST ?? "127.0.0.1";
  const port = Number(env.PORT ?? 8080);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname, port }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const url = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${actualPort}`;
  console.log(`商户后台 API：${url}（${describeApi(api)}）`);
  if (!api.smsSender) console.warn(NO_SENDER_WARNING);
  return {
    url,
    // the open event streams first: each would hold the server's close until the grace ran out
    close: () => {
      api.calls.ports.live.streams.closeAll();
      return stopServing(server, close);
    },
  };
}

/** How long the calls in flight may take to finish after SIGTERM (a container's stop grace is 10 s by default). */
const STOP_GRACE_MS = 8_000;

/**
 * Stops as a deployment's SIGTERM asks: no new connections, the calls in flight answered
 * (server.close waits for them; a kept-alive connection with no call is closed now, and each
 * answered one right after its answer), then the rules job's run under way and the database
 * closed. A call still running after STOP_GRACE_MS is cut off, so the process does stop.
 */
async function stopServing(server: ReturnType<typeof serve>, closeApi: () => Promise<void>): Promise<void> {
  const http = server as Server;
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  http.closeIdleConnections();
  // an answered call's connection no longer idles: closed as it becomes idle
  const idle = setInterval(() => http.closeIdleConnections(), 100);
  const grace = setTimeout(() => http.closeAllConnections(), STOP_GRACE_MS);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(grace);
  }
  await closeApi();
}
