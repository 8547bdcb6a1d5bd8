import { createRequire } from "node:module";
import { keepingUnused } from "../../src/theme/kept-style-cache";

type Entry = [number, unknown];
type CacheEntity = { opUpdate(key: string, next: (prev: Entry | null) => Entry | null): void };

/**
 * antd builds a component's CSS (its token, its style objects through stylis) when the first of
 * its kind mounts, and drops what it built when the last one unmounts: @ant-design/cssinjs counts
 * the mounted users of each cache entry and deletes the entry at 0. In the browser a screen keeps
 * its components; a test file mounts and unmounts its screens once per test, so each test's
 * first render built antd's styles again: a quarter to a third of a list's first render in jsdom
 * (measured: 290 of 1 480 ms CPU of the fixture list's second render), which under load fell inside
 * a findBy's 5 s (decision 0089). Here an entry whose last user unmounts is kept (count 0), so the
 * next mount finds it built. What is drawn does not change: the same CSS, by the same key; a new
 * document (each file's jsdom) still gets its <style> tags when a component mounts in it.
 */
const require = createRequire(import.meta.url);
const Entity = (require("@ant-design/cssinjs/lib/Cache") as { default: { prototype: CacheEntity } }).default;
const built = Entity.prototype.opUpdate;
if (typeof built !== "function") throw new Error("@ant-design/cssinjs's Cache has no opUpdate: tests/env/kept-antd-styles.ts needs updating");
// the console's own rule for its cache (src/theme/kept-style-cache.ts), on every cache of the tests
Entity.prototype.opUpdate = function keepUnused(this: CacheEntity, key, next) {
  built.call(this, key, keepingUnused(next));
};
