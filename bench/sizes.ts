import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createManifestWalk, gzipSizes, readManifest, type Bytes } from "../scripts/manifest-walk.mjs";
import { ROUTE_FAMILIES, type RouteFamily } from "../scripts/route-families.mjs";
import { APPS } from "./config";

export interface FamilySize {
  family: RouteFamily;
  /** The console built for an API (the stub build). */
  stub: Bytes;
  /** The demo build, the demo API's chunks included. */
  demo: Bytes;
}
export interface Sizes {
  families: FamilySize[];
  reference: Bytes;
  warnings: string[];
}

/** A family's JS in one build (`withDemo`: plus the chunks only demo mode loads). */
function familyBytes(dist: string, withDemo: boolean): { of: (f: RouteFamily) => Bytes; warnings: string[] } {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error(`${dist} has no .vite/manifest.json (vite.config.ts sets build.manifest)`);
  const walk = createManifestWalk(manifest, dist);
  const entryKey = walk.entryKeyOf("index.html");
  if (!entryKey) throw new Error(`${dist}: no HTML entry in the manifest`);
  const entry = walk.chunksOf(entryKey);
  const of = (family: RouteFamily) => {
    const { files, demoFiles } = walk.routeFiles(entry, withDemo ? family : { modules: family.modules });
    return walk.sum([...files, ...demoFiles]);
  };
  return { of, warnings: walk.warnings };
}

/** Every JS file of the reference (one chunk; it has no manifest of its own). */
function referenceBytes(): Bytes {
  const assets = join(APPS.reference.dir, "assets");
  return readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => gzipSizes(readFileSync(join(assets, f))))
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}

/** JS gzip per route family, the way `npm run size` counts it; sizes are deterministic: one run. */
export function measureSizes(): Sizes {
  const stub = familyBytes(APPS.stub.dir, false);
  const demo = familyBytes(APPS.demo.dir, true);
  const families = ROUTE_FAMILIES.map((family) => ({ family, stub: stub.of(family), demo: demo.of(family) }));
  return { families, reference: referenceBytes(), warnings: [...new Set([...stub.warnings, ...demo.warnings])] };
}
