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
  name: AppName;
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

/** Goods of the admin shop in the stub API: two pages of 100 and some. */
export const STUB_GOODS = 250;
/** The demo's seeded admin account (README, src/mocks/seed.ts). */
export const ADMIN = { mobile: "13800000000", password: "Admin@123" };
export const TOKEN_COOKIE = "merchant_token";
