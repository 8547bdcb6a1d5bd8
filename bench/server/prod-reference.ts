import { Hono } from "hono";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { serveConsole, securityHeaders } from "../../src/server/static-files";
import { API_BASE, HOST, PROD } from "../config";
import type { StubApi } from "../stub-api/entry";

/**
 * The reference served as `npm run serve` serves the console (issue 51, item 1): the same code
 * (src/server/static-files.ts: its precompressed copies sent as the browser accepts them,
 * /assets/ immutable for a year, index.html no-cache, the same security headers), and under
 * /api the stub API as the other figures' server answers it (no-store, as that one does).
 * So the two apps differ in what they are, not in how they are delivered.
 */
export function listenProdReference(api: StubApi): Promise<Server> {
  const app = new Hono();
  app.use("*", securityHeaders(PROD.prodReference.dir));
  app.all(`${API_BASE}/*`, async (c) => {
    const answer = await api.answer(c.req.raw);
    if (!answer) return c.json({ code: 404, msg: "no such call" }, 404);
    const out = new Response(answer.body, answer);
    out.headers.set("Cache-Control", "no-store");
    return out;
  });
  serveConsole(app, PROD.prodReference.dir);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: HOST, port: PROD.prodReference.port }, () => resolve(server as Server)) as Server;
    server.once("error", reject);
  });
}
