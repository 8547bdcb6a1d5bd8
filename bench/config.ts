import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where things are and which ports the benchmark uses (4311–4313: clear of dev 5173, e2e 4179). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const OUT = join(ROOT, "dist-bench");
export const HOST = "127.0.0.1";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The stub API's base in the stub build and the reference: a path on the app's own origin,
 * so every app reaches the API without CORS preflights (a real deployment's API on another
 * origin would add one per call to both alike) and a build serves on any port (--no-build).
 */
export const API_BASE = "/api";

export type AppName = "stub" | "demo" | "reference";
export interface App {
  name: AppName | "server" | ProdName;
  /** What the table calls it. */
  label: string;
  dir: string;
  port: number;
}

const PORT_BASE = Number(process.env.BENCH_PORT || 4311);
export const APPS: Record<AppName, App> = {
  stub: { name: "stub", label: "console, stub API", dir: join(OUT, "stub"), port: PORT_BASE },
  demo: { name: "demo", label: "console, demo mode", dir: join(OUT, "demo"), port: PORT_BASE + 1 },
  reference: { name: "reference", label: "reference", dir: join(OUT, "reference"), port: PORT_BASE + 2 },
};
export const originOf = (app: App) => `http://${HOST}:${app.port}`;

/**
 * The console as a shop runs it (issue 38, item 4): the API server (src/server/main.ts) on its
 * embedded PGlite in a new folder, serving the console built for it (VITE_API_BASE_URL=/),
 * with ORDERS_IN_SHOP orders in the demo shop. Not one of APPS: bench/serve.ts does not serve it.
 */
export const API_SERVER: App = { name: "server", label: "console on the API server", dir: join(OUT, "server"), port: PORT_BASE + 3 };
/**
 * What a merchant gets (issue 51, item 1): the console as `npm run serve` serves it (the server's
 * own build, dist-server's serve.js, in PROD_SERVER_DIR; the console built for it, API_SERVER.dir:
 * precompressed, hashed assets immutable, index.html no-cache; the API on PGlite in a new folder
 * with the demo shop), and the reference served the same way (its build precompressed, the same
 * static-files code) with the stub API under /api. Ports: BENCH_PORT + 4 and + 5.
 */
export type ProdName = "prod" | "prodReference";
export const PROD: Record<ProdName, App> = {
  prod: { name: "prod", label: "console on npm run serve", dir: API_SERVER.dir, port: PORT_BASE + 4 },
  prodReference: { name: "prodReference", label: "reference, served the same way", dir: APPS.reference.dir, port: PORT_BASE + 5 },
};
/** `vite build --ssr src/server/serve.ts` of `npm run build`, here instead of dist-server. */
export const PROD_SERVER_DIR = join(OUT, "server-node");

/** The demo shop's orders, copied until it has this many (as `npm run bench:server` fills it). */
export const ORDERS_IN_SHOP = Number(process.env.BENCH_ORDERS ?? 100_000);

/** Goods of the admin shop in the stub API: two pages of 100 and some. */
export const STUB_GOODS = 250;
/** The demo's seeded admin account (README, src/demo/seed.ts). */
export const ADMIN = { mobile: "13800000000", password: "Admin@123" };
export const TOKEN_COOKIE = "merchant_token";
