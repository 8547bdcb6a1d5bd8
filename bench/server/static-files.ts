import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt"]);

interface Body {
  raw: Buffer;
  gzip?: Buffer;
}

/**
 * Serves a build folder like a production host: files as they are, gzip for text (a real
 * host compresses, and Lighthouse would count the raw bytes otherwise), and index.html for
 * any path without a file extension (the SPA's routes). `no-store`: every load is a first
 * visit, although Lighthouse keeps the browser's storage (and cache) between its runs.
 */
export function staticFiles(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const cache = new Map<string, Body>();
  const read = (file: string): Body => {
    let body = cache.get(file);
    if (!body) {
      const raw = readFileSync(file);
      body = { raw, gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(raw) : undefined };
      cache.set(file, body);
    }
    return body;
  };
  return (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = normalize(join(dir, path));
    const inside = file.startsWith(dir);
    const found = inside && existsSync(file) && statSync(file).isFile() ? file : undefined;
    // a missing chunk is a 404, not the app's page: only route paths fall back to index.html
    const target = found ?? (inside && !extname(path) ? join(dir, "index.html") : undefined);
    if (!target || !existsSync(target)) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const body = read(target);
    const gzip = body.gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "Content-Type": TYPES[extname(target)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
      ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : gzip ? body.gzip : body.raw);
  };
}
