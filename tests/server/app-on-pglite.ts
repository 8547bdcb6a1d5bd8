import type { HttpHandler } from "msw";
import { openApi, type Api } from "../../src/server/main";
import { createApi } from "../../src/api/create-api";
import { handlers } from "../../src/api/handlers";
import { createApp } from "../../src/server/app";
import { databasePorts } from "../../src/server/store";
import { ADMIN } from "../api/helpers";

/**
 * The server's API on a PGlite database of the demo's seed, in this process (no HTTP port): the
 * real handlers with a test's own routes before them, called as the console calls them, signed in
 * as the demo's owner. For a test of what the server stores (its SQL read back through `api.database`).
 */

export interface Reply<T> {
  status: number;
  code: number;
  data: T;
}

export interface AppOnPglite {
  api: Api;
  /** The owner's token (Authorization). */
  token: string;
  app: ReturnType<typeof createApp>;
  /** A POST of `body` to `path` with the owner's session: the HTTP status and the reply's code and data. */
  call<T>(path: string, body: object): Promise<Reply<T>>;
}

export async function appOnPglite(routes: readonly HttpHandler[]): Promise<AppOnPglite> {
  const api = await openApi({ DATA_DIR: "memory", API_ONLY: "1", SEED_DEMO: "1" });
  const app = createApp({ handlers: createApi({ ...databasePorts(api.database, api.store), sms: null }, [...routes, ...handlers]).handlers });
  let token = "";
  async function call<T>(path: string, body: object): Promise<Reply<T>> {
    const headers = { "Content-Type": "application/json", Application: "merchant-console", ...(token ? { Authorization: token } : {}) };
    const res = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await res.text();
    if (!text.startsWith("{")) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    const json = JSON.parse(text) as { code: number; data: T };
    return { status: res.status, code: json.code, data: json.data };
  }
  token = (await call<{ access_token: string }>("/merchant/user/v1/login/by-mobile-password", ADMIN)).data.access_token;
  return { api, token, app, call };
}
