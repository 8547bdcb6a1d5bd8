import { randomToken } from "./util";

/**
 * Passwords are kept as the stored form of a slow key derivation, never as typed (decision
 * 0055). The form names its algorithm and parameters, so a verify reads them from the form
 * and a stronger setting later still signs in every stored account:
 *   pbkdf2$<iterations>$<salt>$<hex>   PBKDF2-SHA256 (WebCrypto: the page, tests, Node)
 *   scrypt$<N>$<r>$<p>$<salt>$<hex>   scrypt (node:crypto: the server, password-scrypt.ts)
 *   sha256$<salt>$<hex>               the demo's earlier salted SHA-256: verified, never made
 * One KDF makes new hashes: PBKDF2 by default; the server hands the API scrypt (its `kdf` port,
 * ports.ts), so the page's bundle never imports node:crypto. A sign-in that verifies a form
 * other than the KDF's current one re-hashes the password (needsRehash).
 */

/** One way of hashing passwords: its name in the stored form, and how to make and check one. */
export interface PasswordKdf {
  /** The stored form's first field ("pbkdf2", "scrypt"). */
  readonly name: string;
  /** The stored form of `password` with `salt`. */
  hash(password: string, salt: string): Promise<string>;
  /** Does `password` match `stored`, a form of this kind (its parameters read from it)? */
  verify(password: string, stored: string): Promise<boolean>;
  /** Was `stored` made with this KDF at its current parameters? */
  isCurrent(stored: string): boolean;
}

/** Equal texts, compared in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

export const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** A whole number read from a stored form's field within [min, max], else null (a damaged form). */
export function formNumber(field: string | undefined, min: number, max: number): number | null {
  if (!field || !/^\d+$/.test(field)) return null;
  const n = Number(field);
  return n >= min && n <= max ? n : null;
}

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/**
 * 100,000 iterations: ~40 ms per sign-in on the 2-core machine here (measured, decision 0055),
 * a few hundred on a low-end phone that opens the in-page demo, whose hashes sit in that
 * browser's own store anyway; the server makes scrypt hashes instead.
 */
export const PBKDF2_ITERATIONS = 100_000;
/** The most iterations a stored form may ask for: a damaged form must not hang a sign-in. */
const MAX_ITERATIONS = 10_000_000;

async function pbkdf2Hex(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", utf8(password), "PBKDF2", false, ["deriveBits"]);
  return toHex(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: utf8(salt), iterations }, key, 256));
}

/** PBKDF2-SHA256 at `iterations` (WebCrypto: browsers and Node alike). */
export function pbkdf2Kdf(iterations = PBKDF2_ITERATIONS): PasswordKdf {
  return {
    name: "pbkdf2",
    async hash(password, salt) {
      return `pbkdf2$${iterations}$${salt}$${await pbkdf2Hex(password, salt, iterations)}`;
    },
    async verify(password, stored) {
      const [, count, salt, expected] = stored.split("$");
      const n = formNumber(count, 1, MAX_ITERATIONS);
      if (n === null || !salt || !expected) return false;
      return sameText(await pbkdf2Hex(password, salt, n), expected);
    },
    isCurrent: (stored) => stored.startsWith(`pbkdf2$${iterations}$`),
  };
}

/** The demo's earlier form (salted SHA-256): stored demos keep signing in, and are re-hashed then. */
const legacySha256: Pick<PasswordKdf, "verify"> = {
  async verify(password, stored) {
    const [, salt, expected] = stored.split("$");
    if (!salt || !expected) return false;
    return sameText(toHex(await crypto.subtle.digest("SHA-256", utf8(`${salt}\u0000${password}`))), expected);
  },
};

/**
 * Where a call's slow work (the KDF: ~130 ms of scrypt) is done. By default right away; the server
 * hands the API a per-call one (its `slowWork` port, src/server/slow-work.ts) that answers what an
 * earlier run of the call worked out and otherwise notes the work and stops the run: the call's
 * transaction is rolled back, the work done outside any transaction and lock, and the call run
 * again (issue 48: 30 sign-ins at once held every call of every shop for seconds). `key` names the
 * work and all its inputs, so a run that reads another stored hash asks again rather than reuses
 * an answer.
 */
export interface SlowWork {
  answer<T>(key: string, work: () => Promise<T>): Promise<T>;
}

const rightAway: SlowWork = { answer: (_key, work) => work() };

/** A stored form of no one's password, per KDF: what a sign-in of a mobile with no account checks. */
const decoys = new WeakMap<PasswordKdf, Promise<string>>();

/** The API's password hashing: the KDF it was handed, its slow work done where its host does it (ctx.ports.passwords). */
export interface Passwords {
  /** The KDF that makes new hashes. */
  readonly kdf: PasswordKdf;
  /** Does `work` as the call's slow work (right away in the page and tests; outside the transaction on the server). */
  slowWork<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** The stored form of `password`; a fresh random salt unless one is given. */
  hash(password: string, salt?: string): Promise<string>;
  /** Does `password` match the stored form? (false for a kind nobody verifies, or a damaged form) */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Takes as long as checking a password does, and answers false: a sign-in of a mobile with no
   * account, so the time of the answer tells no one which numbers are accounts.
   */
  verifyNoAccount(password: string): Promise<false>;
  /** Was `stored` made otherwise than the KDF makes hashes now (re-hash on sign-in)? */
  needsRehash(stored: string): boolean;
}

/**
 * Hashing with `kdf` (PBKDF2 by default), which verifies its own kind; PBKDF2's and the demo's
 * earlier SHA-256 forms stay verifiable whatever the KDF (a seed's hashes on the server).
 */
export function passwordsWith(kdf: PasswordKdf = pbkdf2Kdf(), slowWorkOf: () => SlowWork | null = () => null): Passwords {
  const verifiers = new Map<string, Pick<PasswordKdf, "verify">>([["sha256", legacySha256], ["pbkdf2", pbkdf2Kdf()], [kdf.name, kdf]]);
  const slowWork = <T>(key: string, work: () => Promise<T>): Promise<T> => (slowWorkOf() ?? rightAway).answer(key, work);
  return {
    kdf,
    slowWork,
    hash: (password, salt) =>
      slowWork(`hash\u0000${kdf.name}\u0000${salt ?? ""}\u0000${password}`, () => kdf.hash(password, salt ?? randomToken().slice(0, 32))),
    async verify(password, stored) {
      const verifier = verifiers.get(stored.split("$", 1)[0] ?? "");
      return verifier ? slowWork(`verify\u0000${stored}\u0000${password}`, () => verifier.verify(password, stored)) : false;
    },
    async verifyNoAccount(password) {
      // the same slow work as a verify, done where a verify's is (outside the server's transaction)
      await slowWork(`decoy\u0000${kdf.name}\u0000${password}`, async () => {
        let decoy = decoys.get(kdf);
        if (!decoy) decoys.set(kdf, (decoy = kdf.hash(randomToken(), randomToken().slice(0, 32))));
        return kdf.verify(password, await decoy);
      });
      return false;
    },
    needsRehash: (stored) => !kdf.isCurrent(stored),
  };
}
