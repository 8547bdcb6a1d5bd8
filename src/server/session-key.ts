import { createHash } from "node:crypto";

/**
 * A session token's stored key on the server (the API's `sessionKey` port: SHA-256 in hex, as
 * session-token.ts makes it with WebCrypto in the page). Every call's session check hashes its
 * bearer: WebCrypto's digest is a job on libuv's thread pool, where the sign-ins' scrypt waits
 * too, and back; node:crypto's hash of 64 characters is a few µs on the call's own thread
 * (decision 0110).
 */
export const serverSessionKey = async (token: string): Promise<string> => createHash("sha256").update(token, "utf8").digest("hex");
