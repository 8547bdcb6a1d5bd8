import { toHex } from "./password-hash";

/**
 * A session's token is kept as its SHA-256 only (issue 47, item 8; decision 0078): a read of the
 * sessions table (a backup, a leaked dump) gives no one a live session. The token is 256 random
 * bits (util.ts randomToken), so a fast hash is enough: nothing about it can be guessed, and a
 * slow KDF would only slow down every call, which looks its session up by this key.
 */
export async function sessionKey(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** Each request's key, made once: a call run again (for a lock it must take first, a write, a serialization failure: call-transact.ts) looks its session up each run. */
const keysOfRequests = new WeakMap<Request, Promise<string>>();

/** sessionKey of `token`, the bearer of `request` (by `hash`: the API's port), hashed once per request. */
export function requestSessionKey(request: Request, token: string, hash: (token: string) => Promise<string> = sessionKey): Promise<string> {
  const known = keysOfRequests.get(request);
  if (known) return known;
  const key = hash(token);
  keysOfRequests.set(request, key);
  return key;
}
