// The JavaScript a route needs, read from Vite's manifest (`build.manifest: true`): a route's
// files are the entry's chunk and its static imports, plus the chunks of the modules it loads
// (a screen, the guard's enforcer, the shell) and their static imports. Shared by
// `npm run size` (scripts/size.mjs) and `npm run bench` (bench/sizes.ts), so both count alike.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The manifest's path in a build folder. */
export const manifestPath = (dist) => join(dist, ".vite", "manifest.json");

/** The parsed manifest of a build folder, or null when it has none. */
export function readManifest(dist) {
  const path = manifestPath(dist);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** Raw and gzip (level 9) bytes of a file's contents; the level `npm run size` always used. */
export function gzipSizes(buf) {
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** A JSON file the build leaves beside the manifest (src/build/route-manifest.ts), or null. */
function readBeside(dist, name) {
  const path = join(dist, ".vite", name);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/**
 * A walk over one build's manifest. `readFile(file)` gives an output file's bytes (or null
 * when it is missing); the default reads it from `dist`. `moduleChunks` (module → the chunk it
 * went into) and `configs` (each resource's config file and the configs its screens read) are
 * what the build leaves beside the manifest. Warnings and notes are collected in the order they
 * are met, for the caller to print.
 */
export function createManifestWalk(
  manifest,
  dist,
  {
    readFile = defaultReader(dist),
    moduleChunks = readBeside(dist, "module-chunks.json") ?? {},
    configs = readBeside(dist, "route-manifest.json")?.configs ?? {},
  } = {},
) {
  const warnings = [];
  const notes = [];
  const sizes = new Map();
  const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));

  /** Raw and gzip bytes of one output file (0 and a warning when it is not in the folder). */
  function sizeOf(file) {
    if (!sizes.has(file)) {
      const buf = readFile(file);
      if (buf === null) warnings.push(`${file} is in the manifest but not in dist/ (stale manifest?)`);
      sizes.set(file, buf === null ? { raw: 0, gzip: 0 } : gzipSizes(buf));
    }
    return sizes.get(file);
  }

  /**
   * The manifest key of a source module. A module that is both imported statically by a lazy
   * chunk and dynamically elsewhere can end up in a shared chunk keyed "_<name>-<hash>.js"
   * instead of its source path: then take the dynamically imported chunk of the same name.
   */
  function keyOf(module) {
    if (manifest[module]) return module;
    const file = moduleChunks[module];
    const inChunk = file && Object.keys(manifest).find((k) => manifest[k].file === file);
    if (inChunk) return inChunk;
    const base = module.split("/").pop().replace(/\.[^.]+$/, "");
    const hits = Object.keys(manifest).filter((k) => manifest[k].name === base && dynamicTargets.has(k));
    if (hits.length === 1) {
      notes.push(`${module} has no manifest key of its own; counted as the shared chunk ${hits[0]} (same name)`);
      return hits[0];
    }
    warnings.push(
      `"${module}" is not a key of the manifest and no single dynamically imported chunk is named "${base}" ` +
        "(renamed, or inlined into another chunk?): not counted",
    );
    return undefined;
  }

  /** JS files of a manifest key and of everything it statically imports, transitively. */
  function chunksOf(key, into = new Set(), seen = new Set()) {
    if (key === undefined || seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      warnings.push(`"${key}" is imported in the manifest but has no entry of its own`);
      return into;
    }
    if (chunk.file?.endsWith(".js") || chunk.file?.endsWith(".mjs")) into.add(chunk.file);
    for (const dep of chunk.imports ?? []) chunksOf(dep, into, seen);
    return into;
  }

  /** The key of the HTML entry (`entry`, else the first HTML entry), or undefined. */
  function entryKeyOf(entry) {
    if (manifest[entry]?.isEntry) return entry;
    return Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(".html"));
  }

  /** Sum of raw and gzip bytes of some files. */
  function sum(files) {
    return [...files].reduce(
      (acc, f) => {
        const s = sizeOf(f);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  }

  /**
   * The modules a route loads for its resources' configs (src/routes/app-configs.ts): each
   * config with those its screens read, and the app's field types.
   */
  function configModules(names) {
    if (names.length === 0) return [];
    const all = new Set(names.flatMap((n) => [n, ...(configs[n]?.needs ?? [])]));
    const known = [...all].filter((n) => configs[n] || !warnings.push(`no config "${n}" in the route manifest: not counted`));
    return ["src/field-types/index.ts", ...known.map((n) => `src/resources/${configs[n].file}`)];
  }

  /**
   * A route's files: the entry's (`entryFiles`), its modules' chunks and its resources' configs'
   * (`configs`, by name); `demoFiles`: the chunks its `demo` modules add on top (loaded in demo
   * mode only).
   */
  function routeFiles(entryFiles, { modules, configs: names = [], demo = [] }) {
    const files = new Set(entryFiles);
    for (const m of [...modules, ...configModules(names)]) chunksOf(keyOf(m), files);
    const demoFiles = new Set();
    for (const m of demo) for (const f of chunksOf(keyOf(m))) if (!files.has(f)) demoFiles.add(f);
    return { files, demoFiles };
  }

  /** Every JS file of the build (each chunk once). */
  const allJs = () => new Set(Object.values(manifest).map((c) => c.file).filter((f) => f?.endsWith(".js")));

  return { sizeOf, keyOf, chunksOf, entryKeyOf, sum, routeFiles, allJs, warnings, notes };
}

function defaultReader(dist) {
  return (file) => {
    const path = join(dist, file);
    return existsSync(path) ? readFileSync(path) : null;
  };
}
