import { createManifestWalk, readManifest, type Bytes } from "../scripts/manifest-walk.mjs";
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

/** A build's manifest walk and the JS files of its HTML entry (what every route loads first). */
function walkOf(dist: string, config: string) {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error(`${dist} has no .vite/manifest.json (${config} sets build.manifest)`);
  const walk = createManifestWalk(manifest, dist);
  const entryKey = walk.entryKeyOf("index.html");
  if (!entryKey) throw new Error(`${dist}: no HTML entry in the manifest`);
  return { walk, entry: walk.chunksOf(entryKey) };
}

/** A family's JS in one build (`withDemo`: plus the chunks only demo mode loads). */
function familyBytes(dist: string, withDemo: boolean): { of: (f: RouteFamily) => Bytes; warnings: string[] } {
  const { walk, entry } = walkOf(dist, "vite.config.ts");
  const of = (family: RouteFamily) => {
    const { files, demoFiles } = walk.routeFiles(entry, withDemo ? family : { modules: family.modules, configs: family.configs });
    return walk.sum([...files, ...demoFiles]);
  };
  return { of, warnings: walk.warnings };
}

/**
 * The reference's JS for a list: its entry chunk and what that imports statically (the app and
 * its goods list), not the orders list's lazy chunk: the yardstick stays a bare app with one list.
 */
function referenceBytes(): Bytes {
  const { walk, entry } = walkOf(APPS.reference.dir, "bench/reference/vite.config.ts");
  return walk.sum(entry);
}

/** JS gzip per route family, the way `npm run size` counts it; sizes are deterministic: one run. */
export function measureSizes(): Sizes {
  const stub = familyBytes(APPS.stub.dir, false);
  const demo = familyBytes(APPS.demo.dir, true);
  const families = ROUTE_FAMILIES.map((family) => ({ family, stub: stub.of(family), demo: demo.of(family) }));
  return { families, reference: referenceBytes(), warnings: [...new Set([...stub.warnings, ...demo.warnings])] };
}
