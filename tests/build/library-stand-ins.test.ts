import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { getXRay, useQuerySubscription } from "../../src/build/refine-devtools-off";

const require = createRequire(import.meta.url);
type Channel = { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void };
const standIn = require("../../src/build/side-channel.cjs") as () => Channel;
const real = require("side-channel") as () => Channel;

describe("side-channel's stand-in (qs's cycle marks)", () => {
  /** The same calls on a channel, as qs makes them: objects and a primitive as keys. */
  function run(make: () => Channel) {
    const channel = make();
    const a = {};
    const b = {};
    const seen: unknown[] = [channel.has(a), channel.get(a)];
    channel.set(a, 1);
    channel.set("k", b);
    seen.push(channel.has(a), channel.get(a), channel.get("k") === b, channel.has(b));
    channel.set(a, 2);
    seen.push(channel.get(a), channel.delete(a), channel.has(a), channel.delete(a));
    seen.push((() => { try { channel.assert(a); return "no throw"; } catch (e) { return e instanceof TypeError; } })());
    return seen;
  }

  it("answers as the package does", () => {
    expect(run(standIn)).toEqual(run(real));
  });

  it("keeps each channel's marks its own", () => {
    const one = standIn();
    const key = {};
    one.set(key, true);
    expect(standIn().has(key)).toBe(false);
  });
});

describe("refine devtools' stand-in", () => {
  it("answers what the package answers outside development", async () => {
    const pkg = await import("@refinedev/devtools-internal");
    // the package reads NODE_ENV when called; the tests run as "test", which is not "development"
    expect(getXRay()).toEqual(pkg.getXRay("useList"));
    expect(useQuerySubscription()).toEqual({});
  });
});

describe("antd Table's tree filter stand-in", () => {
  it("fails loudly if a column ever asks for a tree filter", async () => {
    const { default: TableFilterTree } = await import("../../src/build/table-filter-tree");
    expect(() => TableFilterTree()).toThrow(/tree filter is not in the build/);
  });

  it("no source declares a column's antd tree filter (filterMode)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = join(import.meta.dirname, "../../src");
    // src/build names it in its own comment
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith("build/"));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => /\bfilterMode\b/.test(readFileSync(join(root, f), "utf8")))).toEqual([]);
  });
});
