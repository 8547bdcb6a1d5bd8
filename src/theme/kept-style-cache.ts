import { createCache } from "@ant-design/cssinjs";

/** A cache entry as cssinjs keeps it: how many mounted users, and what was built. */
type Entry = [number, unknown];

/**
 * antd's style cache for the console, keeping what it built for a component once its last user
 * unmounts. antd (@ant-design/cssinjs) counts the mounted users of each entry (a component's
 * token, its style serialised through stylis) and drops the entry at 0, while its <style> tag stays
 * in the page. So each screen switch built again the styles of every component the new screen
 * shares with none of the old one's (a table, a form, descriptions): in a walk of every route that
 * building was 8.4 s of chromium's 96 s of main-thread work (decision 0132). Here an entry
 * whose count falls to 0 stays, counted 0, and the next mount finds it built: the same CSS by the
 * same key, for as many themes as the merchant has picked (a token's change makes new keys). The
 * tests' jsdom keeps antd's entries the same way, with keepingUnused (tests/env/kept-antd-styles.ts).
 */
function keptStyleCache(): ReturnType<typeof createCache> {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, next) => update(key, keepingUnused(next));
  return cache;
}

/** An update of a cache entry (cssinjs's opUpdate) that keeps, counted 0, an entry it would drop. */
export function keepingUnused(next: (prev: Entry | null) => Entry | null): (prev: Entry | null) => Entry | null {
  return (prev) => {
    const value = next(prev);
    return value === null && prev ? [0, prev[1]] : value;
  };
}

export const KEPT_STYLE_CACHE = keptStyleCache();
