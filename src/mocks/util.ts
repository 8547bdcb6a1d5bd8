import type { Db } from "./types";

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The current time as 'YYYY-MM-DD HH:mm:ss'. */
export function now(): string {
  return formatDateTime(new Date());
}

/** Takes the next alias from the db's counter: prefix + 8 base-36 chars, e.g. 'ad0000001c'. */
export function allocAlias(db: Db, prefix: string): string {
  db.seq += 1;
  return prefix + db.seq.toString(36).padStart(8, "0");
}

/** A random access token (64 hex chars). Not used by the seed, so determinism is kept. */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** '11010519491231002X' → '1101**********002X'. */
export function maskIdCard(no: string): string {
  if (no.length < 8) return no;
  return no.slice(0, 4) + "*".repeat(no.length - 8) + no.slice(-4);
}
