/**
 * 卡密 rules shared by the bulk paste (src/pages/goods/parse-keys.ts: its preview) and the API
 * (src/api/card-keys.ts: the save checks the same), so the two refuse alike.
 */

/** The most lines one paste adds. */
export const MAX_KEY_LINES = 1000;
