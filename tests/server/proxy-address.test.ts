import { serve } from "@hono/node-server";
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../../src/api/client-address";
import { createApp } from "../../src/server/app";
import { clientAddressOf, parseTrustProxy } from "../../src/server/proxy-address";

/**
 * Which address the limits count (TRUST_PROXY, src/server/proxy-address.ts; decision 0076): the
 * socket's, unless it is a trusted proxy's, then X-Forwarded-For's from the right past the
 * trusted proxies; an X-Forwarded-For from anyone else is ignored.
 */

describe("clientAddressOf", () => {
  it("takes the socket's address without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    const addressOf = clientAddressOf(undefined);
    expect(addressOf("198.51.100.9", "203.0.113.5")).toBe("198.51.100.9");
    expect(clientAddressOf("")("198.51.100.9", "203.0.113.5")).toBe("198.51.100.9");
  });

  it("walks X-Forwarded-For from the right past the trusted proxies, and stops at the first address that is not one", () => {
    const addressOf = clientAddressOf("10.0.0.0/8, 192.168.1.2");
    // the caller wrote 1.1.1.1 itself; the first proxy saw 203.0.113.5, the second the first proxy
    expect(addressOf("192.168.1.2", "1.1.1.1, 203.0.113.5, 10.0.0.7")).toBe("203.0.113.5");
    expect(addressOf("10.1.2.3", "203.0.113.5")).toBe("203.0.113.5");
    // a caller that is not a trusted proxy: its own header counts for nothing
    expect(addressOf("198.51.100.9", "203.0.113.5")).toBe("198.51.100.9");
    // a trusted proxy that sent no header: the proxy is the caller
    expect(addressOf("10.1.2.3", undefined)).toBe("10.1.2.3");
    // every address trusted: the leftmost
    expect(addressOf("10.1.2.3", "10.9.9.9")).toBe("10.9.9.9");
  });

  it("knows IPv6 and IPv4-mapped sockets, and proxy-addr's names", () => {
    const addressOf = clientAddressOf("loopback");
    expect(addressOf("::ffff:127.0.0.1", "203.0.113.5")).toBe("203.0.113.5");
    expect(addressOf("::1", "2001:db8::1")).toBe("2001:db8::1");
    expect(clientAddressOf("2001:db8::/32")("2001:db8::7", "203.0.113.5")).toBe("203.0.113.5");
  });

  it("refuses a TRUST_PROXY that is no list of addresses or ranges, naming it", () => {
    expect(parseTrustProxy(" 10.0.0.1 , ,127.0.0.1 ")).toEqual(["10.0.0.1", "127.0.0.1"]);
    expect(() => clientAddressOf("10.0.0.1, proxy.example.com")).toThrow(/TRUST_PROXY.*proxy\.example\.com/);
    expect(() => clientAddressOf("10.0.0.0/40")).toThrow(/TRUST_PROXY/);
  });
});

/** A call that answers the address the handlers were told (the header the server sets). */
const ECHO = "/merchant/test/v1/address";
const echo = http.post(`*${ECHO}`, ({ request }) => HttpResponse.json({ code: 200, msg: "ok", data: clientAddress(request) ?? null }));

/** Listens on a port of this helper's range: the test's own socket, so the server sees 127.0.0.1. */
function listen(port: number, trustProxy?: string) {
  const app = createApp({ handlers: [echo], trustProxy });
  let server: ReturnType<typeof serve> | undefined;
  beforeAll(() => new Promise<void>((resolve) => (server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, () => resolve()))));
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return async (headers: Record<string, string> = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}${ECHO}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: "{}" });
    return ((await answer.json()) as { data: string | null }).data;
  };
}

describe("the server over a socket", () => {
  describe("without TRUST_PROXY", () => {
    const addressOf = listen(18651);
    it("tells the handlers the socket's address, never the caller's X-Forwarded-For or X-Client-Address", async () => {
      expect(await addressOf()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(await addressOf({ "X-Forwarded-For": "203.0.113.5", "X-Client-Address": "203.0.113.6" })).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });
  });

  describe("behind a proxy on this machine (TRUST_PROXY=127.0.0.1)", () => {
    const addressOf = listen(18652, "127.0.0.1");
    it("tells the handlers the address the proxy saw", async () => {
      expect(await addressOf({ "X-Forwarded-For": "6.6.6.6, 203.0.113.5" })).toBe("203.0.113.5");
      expect(await addressOf()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });
  });
});
