// Serves a built console (the demo build, dist-demo) for the browser tests and the screenshots, as
// a static host serves it in production and as `npm run serve` serves its console (decision 0076):
// /assets/ (hashed names) cached for a year, every other file and index.html revalidated, nothing
// compressed on the way (decision 0112). `vite preview`, which served them before, gzips every
// answer as it sends it and sends every file `no-cache`: each test's new browser context paid for
// a gzip of the app's code on the server and its inflating in chromium, and each reload in a test
// asked again for each of the app's 130 files. Its other answers are kept: the SPA's index.html
// for a GET that takes HTML (vite's html fallback), a 404 for anything else (a demo-API call of a
// page being left, e2e/helpers.mjs); but a file missing from /assets/ is a 404, as the production
// server answers it (a stale chunk fails as a script instead of parsing index.html).
//
//   node e2e/static-server.mjs <dir> <host> <port>
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const [dir, host = "127.0.0.1", port = "4179"] = process.argv.slice(2);
if (!dir || !existsSync(resolve(dir, "index.html"))) {
  console.error(`static-server: no index.html in ${dir ?? "(no folder given)"}`);
  process.exit(1);
}
const root = resolve(dir);

/** What vite's html fallback rewrites to index.html: a GET or HEAD that takes HTML (or anything). */
const takesHtml = (accept) => !accept || accept.includes("text/html") || accept.includes("*/*");

const app = new Hono();
const ASSETS = "/assets/";
app.use("*", async (c, next) => {
  await next();
  if (c.res.ok) c.header("Cache-Control", c.req.path.startsWith(ASSETS) ? "public, max-age=31536000, immutable" : "no-cache");
});
app.use("*", serveStatic({ root }));
app.get("*", (c, next) => (!c.req.path.startsWith(ASSETS) && c.req.path !== "/favicon.ico" && takesHtml(c.req.header("accept")) ? next() : c.notFound()));
app.get("*", serveStatic({ root, rewriteRequestPath: () => "/index.html" }));

const server = serve({ fetch: app.fetch, hostname: host, port: Number(port) }, () => console.log(`static-server: ${root} on http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
