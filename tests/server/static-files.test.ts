import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../src/demo/node";
import { resetDb } from "../../src/demo/db";
import { LOGIN_PATH } from "../../src/providers/session.calls";
import { precompressDir } from "../../src/build/precompress";
import { createApp } from "../../src/server/app";
import { IMMUTABLE, inlineScriptHashes, REVALIDATE } from "../../src/server/static-files";
import { ADMIN } from "../api/helpers";

/**
 * The built console as the server serves it (src/server/static-files.ts, decision 0076): its
 * security headers, the precompressed copies the build writes (src/build/precompress.ts) sent
 * by Accept-Encoding, the cache headers, and a 404 for a file that is not there.
 */

const built = mkdtempSync(join(tmpdir(), "console-static-"));
const PRELOAD = 'for(const h of ["/assets/a.js"]){document.head.append(h)}';
const INDEX = `<!doctype html><head><script>${PRELOAD}</script><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><div id="root"></div>`;
// a chunk large enough to be compressed (src/build/precompress.ts leaves files under 1 KiB alone)
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"商品${i}"}`).join(",")}];\n`;
const SMALL = "export const a = 1;\n";
writeFileSync(join(built, "index.html"), INDEX);
writeFileSync(join(built, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(built, "assets"));
writeFileSync(join(built, "assets", "index-abc123.js"), CHUNK);
writeFileSync(join(built, "assets", "small-abc123.js"), SMALL);
afterAll(() => rmSync(built, { recursive: true, force: true }));

const PAGE_LOAD = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
// what Chrome sends
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const app = createApp({
  handlers: api.handlers,
  staticDir: built,
  // an uploaded file as files.ts answers one: its own CSP
  extraRoutes: (app) => app.get("/files/:name", () => new Response("x", { headers: { "Content-Type": "image/png", "Content-Security-Policy": "default-src 'none'; sandbox" } })),
});

beforeAll(async () => {
  expect(await precompressDir(built)).toBe(1);
});

describe("precompressDir", () => {
  it("writes .br and .gz beside each text file worth it, and leaves small ones alone", () => {
    expect(existsSync(join(built, "assets", "index-abc123.js.br"))).toBe(true);
    expect(existsSync(join(built, "assets", "index-abc123.js.gz"))).toBe(true);
    expect(existsSync(join(built, "assets", "small-abc123.js.br"))).toBe(false);
    expect(existsSync(join(built, "index.html.gz"))).toBe(false);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes an inline script's text as CSP does (SHA-256, base64), and skips a script with src", () => {
    // SHA-256("abc"), FIPS 180-2's example
    expect(inlineScriptHashes('<script>abc</script><script src="/x.js"></script><script type="module" src="/y.js">z</script>')).toEqual([
      "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='",
    ]);
  });
});

describe("the console's answers", () => {
  it("sends the page with a CSP that admits its inline script by hash, no framing, nosniff and a referrer policy, revalidated", async () => {
    for (const path of ["/", "/login", "/goods/list", "/user/setting"]) {
      const answer = await app.request(path, { headers: PAGE_LOAD });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(INDEX);
      const csp = answer.headers.get("content-security-policy") ?? "";
      const [hash] = inlineScriptHashes(INDEX);
      expect(csp, path).toContain(`script-src 'self' ${hash}`);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("img-src 'self' data: blob:");
      expect(csp, path).toContain("object-src 'none'");
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(answer.headers.get("cache-control"), path).toBe(REVALIDATE);
    }
  });

  it("sends a hashed chunk in the encoding the browser accepts, the same bytes once decoded, cached for a year", async () => {
    const br = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": BROWSER_ENCODINGS } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(br.headers.get("cache-control")).toBe(IMMUTABLE);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(CHUNK) / 3);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(CHUNK);

    const gz = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(CHUNK);

    // no encoding accepted: the file itself, still varying by what was asked
    const plain = await app.request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(plain.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await plain.text()).toBe(CHUNK);

    // a file with no compressed copy: as it is
    const small = await app.request("/assets/small-abc123.js", { headers: { "Accept-Encoding": BROWSER_ENCODINGS } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe(SMALL);
  });

  it("answers 404 for a file that is not there, and the page for a console route", async () => {
    for (const path of ["/assets/index-gone.js", "/assets/gone", "/gone.png", "/goods/gone.css"]) {
      const answer = await app.request(path, { headers: { ...PAGE_LOAD, "Accept-Encoding": BROWSER_ENCODINGS } });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain("<div id=\"root\">");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const route = await app.request("/order/list", { headers: PAGE_LOAD });
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(INDEX);
    // an unhashed file: revalidated
    const icon = await app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe(REVALIDATE);
  });

  it("puts nosniff and no framing on the API's answers too", async () => {
    const answer = await app.request(new Request("http://127.0.0.1/merchant/no-such/v1/call", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // a handler's own answer (msw's response) gets them too
    resetDb();
    const signIn = await app.request(new Request(`http://127.0.0.1${LOGIN_PATH}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: JSON.stringify(ADMIN) }));
    expect(((await signIn.json()) as { code: number }).code).toBe(200);
    expect(signIn.headers.get("x-content-type-options")).toBe("nosniff");
    expect(signIn.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("leaves an uploaded file its own CSP, and lets another origin (the shop's storefront) show it", async () => {
    const answer = await app.request("/files/abc.png");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await app.request("/", { headers: PAGE_LOAD });
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("lets the console call the origins CSP_CONNECT_SRC names besides its own", async () => {
    const withRest = createApp({ handlers: api.handlers, staticDir: built, connectSrc: ["https://rest.example.com"] });
    const answer = await withRest.request("/", { headers: PAGE_LOAD });
    expect(answer.headers.get("content-security-policy")).toContain("connect-src 'self' https://rest.example.com;");
    expect((await app.request("/", { headers: PAGE_LOAD })).headers.get("content-security-policy")).toContain("connect-src 'self';");
  });

  it("gives an API-only server's answers a CSP that loads nothing", async () => {
    const apiOnly = createApp({ handlers: api.handlers });
    const answer = await apiOnly.request(new Request("http://127.0.0.1/merchant/no-such/v1/call", { method: "POST", body: "{}" }));
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
