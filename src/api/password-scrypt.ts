import { scrypt } from "node:crypto";
import { formNumber, sameText, toHex, type PasswordKdf } from "./password-hash";

/**
 * scrypt from node:crypto, for the server only: it hands it to its API at start-up (the `kdf`
 * port, src/server/store.ts databasePorts). Nothing the page loads imports this file,
 * so the browser bundle has no node:crypto (decision 0055). Stored form:
 * `scrypt$<N>$<r>$<p>$<salt>$<hex of 32 bytes>`.
 *
 * N = 2^15, r = 8, p = 1: 32 MiB and ~130 ms per hash on the 2-core machine here (measured);
 * OWASP's 2^17 took ~530 ms and 128 MiB each, too much for a small server taking sign-ins
 * side by side. The parameters are in every stored form, so raising them later re-hashes each
 * account at its next sign-in.
 */

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

/** scrypt's memory is 128·N·r bytes; a stored form asking for more than MAX_MEMORY is damaged. */
const memoryOf = (N: number, r: number) => 128 * N * r;
const MAX_MEMORY = 256 * 1024 * 1024;

function scryptHex(password: string, salt: string, N: number, r: number, p: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // the async form runs on libuv's thread pool: the server answers other calls meanwhile
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: memoryOf(N, r) + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(toHex(key))));
  });
}

/** The scrypt KDF at `params` (the server's). */
export function scryptKdf(params: { N: number; r: number; p: number } = SCRYPT_PARAMS): PasswordKdf {
  const { N, r, p } = params;
  const prefix = `scrypt$${N}$${r}$${p}$`;
  return {
    name: "scrypt",
    async hash(password, salt) {
      return `${prefix}${salt}$${await scryptHex(password, salt, N, r, p)}`;
    },
    async verify(password, stored) {
      const [, n, rs, ps, salt, expected] = stored.split("$");
      const [cost, block, parallel] = [formNumber(n, 2, 2 ** 20), formNumber(rs, 1, 64), formNumber(ps, 1, 16)];
      if (cost === null || block === null || parallel === null || !salt || !expected) return false;
      // N must be a power of two; a form asking for more memory than a server should give is damaged
      if ((cost & (cost - 1)) !== 0 || memoryOf(cost, block) > MAX_MEMORY) return false;
      return sameText(await scryptHex(password, salt, cost, block, parallel), expected);
    },
    isCurrent: (stored) => stored.startsWith(prefix),
  };
}
