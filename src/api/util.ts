import { formatShopTime, parseShopTime, shopInstant } from "../engine/shop-clock";
import type { Db } from "./types";

/**
 * The API's times are the shop's clock, Asia/Shanghai, whatever TZ the process has (decision
 * 0073, src/engine/shop-clock.ts): these names are the handlers' and the seeds' way to it.
 */

/** 'YYYY-MM-DD HH:mm:ss' of an instant, in the shop's time (Asia/Shanghai). */
export const formatDateTime = (date: Date): string => formatShopTime(date);

/** 'YYYY-MM-DD HH:mm:ss' for a fixed date of the shop's calendar (months 1-12). */
export function at(y: number, mo: number, d: number, h = 10, mi = 0, s = 0): string {
  return formatShopTime(shopInstant(y, mo, d, h, mi, s));
}

/** 'YYYY-MM-DD[ HH:mm:ss]' (the shop's time) → its instant; an unreadable value → Invalid Date. */
export const parseDateTime = (value: string): Date => parseShopTime(value);

/** `base` ('YYYY-MM-DD HH:mm:ss') plus a number of days (fractions allowed). */
export function addDays(base: string, days: number): string {
  return formatDateTime(new Date(parseDateTime(base).getTime() + Math.round(days * 86400_000)));
}

/** A small square SVG with one character, as a data: URL (no external hosts). */
export function svgBadge(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A stable 32-bit hash of a string (FNV-1a), e.g. to seed prng() per resource. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The current time of the shop as 'YYYY-MM-DD HH:mm:ss'. */
export function now(): string {
  return formatShopTime(Date.now());
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
