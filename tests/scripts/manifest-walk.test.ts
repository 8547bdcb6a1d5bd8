import { describe, expect, it } from "vitest";
import { createManifestWalk, gzipSizes, type Manifest } from "../../scripts/manifest-walk.mjs";

/**
 * The walk `npm run size` and `npm run bench` share: a route's files are the entry's chunk,
 * its modules' chunks and everything those import statically, never a dynamic import.
 */
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"], dynamicImports: ["src/pages/login.tsx", "src/layout/shell.tsx"] },
  "_vendor.js": { file: "assets/vendor.js", name: "vendor" },
  "src/pages/login.tsx": { file: "assets/login.js", imports: ["_vendor.js", "_form.js"] },
  "_form.js": { file: "assets/form.js", name: "form", imports: ["_style.css"] },
  "_style.css": { file: "assets/style.css" },
  "src/layout/shell.tsx": { file: "assets/shell.js", imports: ["_vendor.js"], dynamicImports: ["_enforcer-x.js"] },
  "_enforcer-x.js": { file: "assets/enforcer-x.js", name: "enforcer" },
  "src/demo/browser.ts": { file: "assets/browser.js", imports: ["_vendor.js"] },
  "_goods-g.js": { file: "assets/goods-g.js", name: "goods", imports: ["_vendor.js"] },
  "_category-c.js": { file: "assets/category-c.js", name: "category" },
  "_types-t.js": { file: "assets/types-t.js", name: "types" },
};
const bytes: Record<string, string> = {
  "assets/index.js": "a".repeat(100),
  "assets/vendor.js": "b".repeat(1000),
  "assets/login.js": "c".repeat(10),
  "assets/form.js": "d".repeat(20),
  "assets/shell.js": "e".repeat(30),
  "assets/enforcer-x.js": "f".repeat(40),
  "assets/browser.js": "g".repeat(50),
  "assets/goods-g.js": "h".repeat(60),
  "assets/category-c.js": "i".repeat(70),
  "assets/types-t.js": "j".repeat(80),
};
// what the build leaves beside the manifest (src/build/route-manifest.ts)
const moduleChunks = {
  "src/resources/goods/goods.ts": "assets/goods-g.js",
  "src/resources/goods/category.ts": "assets/category-c.js",
  "src/field-types/index.ts": "assets/types-t.js",
};
const configs = { goods: { file: "goods/goods.ts", needs: ["category"] }, category: { file: "goods/category.ts" } };
const walkOf = (files = bytes) =>
  createManifestWalk(manifest, "dist", { readFile: (f) => (f in files ? Buffer.from(files[f] ?? "") : null), moduleChunks, configs });

describe("manifest walk", () => {
  it("follows static imports from the entry and a route's modules, counting JS files only", () => {
    const walk = walkOf();
    const entry = walk.chunksOf(walk.entryKeyOf("index.html"));
    expect([...entry]).toEqual(["assets/index.js", "assets/vendor.js"]);
    const { files, demoFiles } = walk.routeFiles(entry, { modules: ["src/pages/login.tsx"], demo: ["src/demo/browser.ts"] });
    expect([...files]).toEqual(["assets/index.js", "assets/vendor.js", "assets/login.js", "assets/form.js"]);
    // the demo API's own chunk only: vendor is counted with the route already
    expect([...demoFiles]).toEqual(["assets/browser.js"]);
    expect(walk.sum(files).raw).toBe(1130);
    expect(walk.warnings).toEqual([]);
  });

  it("finds a module folded into a shared chunk by the dynamically imported chunk of its name, and says so", () => {
    const walk = walkOf();
    expect(walk.keyOf("src/access/enforcer.ts")).toBe("_enforcer-x.js");
    expect(walk.notes).toEqual(["src/access/enforcer.ts has no manifest key of its own; counted as the shared chunk _enforcer-x.js (same name)"]);
    expect(walk.keyOf("src/gone.tsx")).toBeUndefined();
    expect(walk.warnings[0]).toMatch(/"src\/gone.tsx" is not a key of the manifest/);
  });

  it("counts a route's configs, with those its screens read and the app's field types, by the chunks the build names", () => {
    const walk = walkOf();
    const { files } = walk.routeFiles([], { modules: [], configs: ["goods"] });
    expect([...files].sort()).toEqual(["assets/category-c.js", "assets/goods-g.js", "assets/types-t.js", "assets/vendor.js"]);
    walk.routeFiles([], { modules: [], configs: ["nothing"] });
    expect(walk.warnings).toEqual(['no config "nothing" in the route manifest: not counted']);
  });

  it("counts a file missing from the folder as 0 bytes with a warning", () => {
    const withoutVendor = Object.fromEntries(Object.entries(bytes).filter(([file]) => file !== "assets/vendor.js"));
    const walk = walkOf(withoutVendor);
    expect(walk.sizeOf("assets/vendor.js")).toEqual({ raw: 0, gzip: 0 });
    expect(walk.warnings).toEqual(["assets/vendor.js is in the manifest but not in dist/ (stale manifest?)"]);
    expect(walk.sizeOf("assets/index.js")).toEqual(gzipSizes(Buffer.from(bytes["assets/index.js"] ?? "")));
  });
});
