import { describe, expect, it } from "vitest";
import { sessionKey } from "../../src/api/session-token";
import { randomToken } from "../../src/api/util";
import { serverSessionKey } from "../../src/server/session-key";

/**
 * The server hashes a session's bearer with node:crypto (its `sessionKey` port, decision 0110),
 * the page and a sign-in with WebCrypto (session-token.ts): a session made by either is found by
 * the other only if both give one key for one token, the stored SHA-256 in hex.
 */
describe("the server's session key", () => {
  it("is the page's key for any token: the stored SHA-256 in hex", async () => {
    const tokens = [randomToken(), randomToken(), "", "不是十六进制的令牌 ✓"];
    for (const token of tokens) expect(await serverSessionKey(token)).toBe(await sessionKey(token));
    expect(await serverSessionKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
