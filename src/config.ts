/**
 * Everything a deployment may change, in one place. Each value can be overridden
 * by the `VITE_` variable named beside it (set at build or dev time; see README).
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return value === "true" || value === "1";
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value === undefined || value === "" || !Number.isFinite(n) ? fallback : n;
}

const apiBaseUrl = (env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");

/**
 * Demo mode as the bundler sees it: Vite writes `import.meta.env.VITE_API_BASE_URL` into
 * the code at build time, so what only `DEMO_BUILD &&` reaches (the login page's demo
 * accounts) is left out of a build for a real API (scripts/check-real-build.sh). A dynamic
 * import is split into its chunk before that: console-entry.tsx tests `import.meta.env` itself.
 */
export const DEMO_BUILD = !import.meta.env.VITE_API_BASE_URL;

export const config = {
  /** VITE_API_BASE_URL: the provider API host. Empty → demo mode (msw answers). */
  apiBaseUrl,
  demoMode: DEMO_BUILD,
  /** VITE_APPLICATION: `Application` header for every call but the collection query. */
  application: env.VITE_APPLICATION || "merchant-console",
  /** VITE_APPLICATION_COLLECTION: `Application` header for /collection/v1/query/list. */
  collectionApplication: env.VITE_APPLICATION_COLLECTION || "collection-market",
  /** The one path that carries the collection Application value (spec section 7). */
  collectionQueryPath: "/collection/v1/query/list",
  /** VITE_SERVER_MENU: take the menu from /merchant/shop/v1/menu/list (off by default). */
  serverMenu: flag(env.VITE_SERVER_MENU, false),
  /** VITE_REQUEST_TIMEOUT: milliseconds; 0 = no timeout (spec section 9). */
  requestTimeout: int(env.VITE_REQUEST_TIMEOUT, 0),
  /** VITE_TOKEN_COOKIE: name of the token cookie (path '/'). */
  tokenCookieName: env.VITE_TOKEN_COOKIE || "merchant_token",
  /** Lifetime of the token cookie when 记住密码 is ticked: 7 days. */
  rememberSeconds: 604800,
  /** How long error toasts stay, in ms (spec section 9). */
  errorToastMs: 5000,
  /** VITE_HELP_URL: the external link entry of the menu. */
  helpUrl: env.VITE_HELP_URL || "https://help.example.com/merchant",
} as const;

export type AppConfig = typeof config;

/**
 * Where REST resources (`api: { rest: { url: "/rest/suppliers" } }`, decision 0018) live:
 * VITE_REST_BASE_URL (e.g. `https://rest.example.com`), else the console's own origin, where
 * the demo API serves them. In a demo build only, localStorage `demo:rest-base-url` points
 * them at another server without a rebuild (the browser test's real REST server); the demo
 * then leaves them to that server.
 */
export function restBaseUrl(): string {
  const built = (env.VITE_REST_BASE_URL ?? "").replace(/\/+$/, "");
  if (!DEMO_BUILD) return built;
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem("demo:rest-base-url") ?? null;
  } catch {
    stored = null; // storage refused (private mode): the build's value
  }
  return (stored && /^https?:\/\//.test(stored) ? stored : built).replace(/\/+$/, "");
}

/** A REST resource's URL: absolute as written, or its path on restBaseUrl() (else this origin). */
export function restUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${restBaseUrl() || (globalThis.location?.origin ?? "")}${url}`;
}
