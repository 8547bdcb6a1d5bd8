import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { serveStatic } from "@hono/node-server/serve-static";
import { FILES_PATH } from "../api/file-store";

/**
 * The built console as the server serves it (decision 0076): security headers on every answer
 * (Hono's secure-headers), the build's files precompressed (brotli, gzip: src/build/precompress.ts)
 * and sent as the browser accepts them, hashed files cached for a year, index.html revalidated,
 * a missing file a 404, and every console route (a path without a file extension) its index.html.
 */

/** Vite's hashed output: a changed file gets a new name, so its answer never changes. */
export const ASSETS_PATH = "/assets/";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html and the unhashed files (favicon.svg): asked again each time, as they may change in place. */
export const REVALIDATE = "no-cache";

/** The headers every answer carries, whatever serves it (the API, the console, the uploaded files). */
const COMMON = {
  xFrameOptions: "DENY",
  referrerPolicy: "no-referrer",
  // a header a handler set itself stays (the uploaded files' own CSP, files.ts)
  overwrite: false,
} as const;

/**
 * The console's CSP. Scripts from this origin only, plus the inline scripts index.html holds by
 * their hash (the build writes one: the console's preload, src/build/console-preload.ts). Styles
 * inline too: antd writes its CSS-in-JS as <style> elements and style attributes, and index.html
 * has its own <style>. Images: this origin (uploads under /files/), data: (the seed's pictures,
 * the editor's pasted images), blob: (a picked file's preview before it is uploaded).
 */
function consolePolicy(inlineScripts: (c: Context) => string, connectSrc: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", inlineScripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...connectSrc],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** What answers no page (the API's JSON, API_ONLY): nothing may load or frame it. */
const API_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** `'sha256-…'` of each inline <script> of an HTML page (CSP's hash source, over the exact text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, tag = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(tag) || !body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The hashes of index.html's inline scripts, read again when the file changes: a `npm run build`
 * under a running server writes a new preload list, and a stale hash would block it.
 */
function indexScriptHashes(staticDir: string): () => string {
  const index = join(staticDir, "index.html");
  let seen = -1;
  let value = "";
  return () => {
    const mtime = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (mtime !== seen) {
      seen = mtime;
      value = mtime ? inlineScriptHashes(readFileSync(index, "utf8")).join(" ") : "";
    }
    return value;
  };
}

/**
 * Security headers for every answer: the console's CSP when it is served (else none may load
 * anything), frame-ancestors 'none' and X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer,
 * and Hono's other defaults (HSTS, COOP, CORP same-origin). Uploaded files keep their own CSP and
 * are CORP cross-origin: the shop's storefront, on another origin, shows its goods' pictures.
 * `connectSrc`: the origins besides this one the console calls (CSP_CONNECT_SRC: a REST host the
 * build names in VITE_REST_BASE_URL), which the server cannot read from the built files.
 */
export function securityHeaders(staticDir?: string, connectSrc: readonly string[] = []): MiddlewareHandler {
  const hashes = staticDir ? indexScriptHashes(staticDir) : undefined;
  const pages = secureHeaders({ ...COMMON, contentSecurityPolicy: hashes ? consolePolicy(hashes, connectSrc) : API_POLICY });
  const files = secureHeaders({ ...COMMON, crossOriginResourcePolicy: "cross-origin", contentSecurityPolicy: API_POLICY });
  return (c, next) => (c.req.path.startsWith(`${FILES_PATH}/`) ? files : pages)(c, next);
}

/** A path that names a file (its last segment has an extension): never answered with index.html. */
export function namesFile(path: string): boolean {
  return path.startsWith(ASSETS_PATH) || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf("/") + 1));
}

const PRECOMPRESSED = /\.(br|gz)$/;

/** Cache-Control by what the file is, and Vary for a file that has encoded copies (whichever was sent). */
function setCacheHeaders(answer: Response, path: string, staticDir: string): void {
  const file = path.replace(PRECOMPRESSED, "");
  answer.headers.set("Cache-Control", file.startsWith(join(staticDir, ASSETS_PATH)) ? IMMUTABLE : REVALIDATE);
  if (file === path && (existsSync(`${path}.br`) || existsSync(`${path}.gz`))) answer.headers.append("Vary", "Accept-Encoding");
}

/**
 * serveStatic with the cache headers: its onFound runs after its answer is made (headers set
 * there are lost), so it only notes which file was found, and the headers go on the answer.
 */
function serveFiles(staticDir: string, rewriteRequestPath?: (path: string) => string): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic({ root: staticDir, precompressed: true, rewriteRequestPath, onFound: (path, c) => void found.set(c, path) });
  return async (c, next) => {
    const answer = await serve(c, next);
    const path = found.get(c);
    if (answer instanceof Response && path) setCacheHeaders(answer, path, staticDir);
    return answer;
  };
}

/**
 * The built console at every path the routes before it left: its files (a precompressed copy
 * when the browser accepts it: @hono/node-server's serveStatic picks br, then gzip), a 404 for a
 * file that is not there (a stale /assets/ chunk must fail as a script, not parse an HTML page),
 * and index.html for every other GET (the console routes in the page).
 */
export function serveConsole(app: Hono, staticDir: string): void {
  app.use("/*", serveFiles(staticDir));
  app.get("*", (c, next) => (namesFile(c.req.path) ? c.notFound() : next()));
  app.get("*", serveFiles(staticDir, () => "/index.html"));
}
