import { randomToken } from "./util";

/**
 * The demo DB keeps passwords as salted SHA-256 hashes (WebCrypto, in browsers and Node
 * alike), never as typed: `sha256$<salt>$<hex digest of salt + NUL + password>`. A small
 * deterministic hash is enough for a demo; a real server would use a slow one (argon2).
 */

const hex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

async function digest(salt: string, password: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}\u0000${password}`)));
}

/** The stored form of `password`; a fresh random salt unless one is given (seeds). */
export async function hashPassword(password: string, salt: string = randomToken().slice(0, 16)): Promise<string> {
  return `sha256$${salt}$${await digest(salt, password)}`;
}

/** Does `password` match the stored hash? (false for anything not in the stored form) */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, salt, expected] = stored.split("$");
  if (kind !== "sha256" || !salt || !expected) return false;
  return (await digest(salt, password)) === expected;
}
