#!/usr/bin/env node
// `npm run size`: after `npm run build`, the gzip size of the JavaScript a route needs, following
// Vite's manifest (dist/.vite/manifest.json, `build.manifest: true`): the entry's chunk and its
// static imports, plus for each route the chunks of the modules it loads (a screen, the guard's
// enforcer, the shell) and their static imports. A report, not a budget: it always exits 0 unless
// the manifest is missing.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Route → the modules (manifest keys = source paths) it loads on top of the entry.
 * `demo`: loaded only in demo mode (no VITE_API_BASE_URL); reported on its own line.
 * Add a row when a route starts loading something new (e.g. a real list screen).
 */
const ROUTES = [
  // a visitor without a token on a public page: the guard does not load casbin
  { route: "/login", modules: ["src/pages/login.tsx"], demo: ["src/mocks/browser.ts"] },
  {
    route: "signed-in list (e.g. /goods)",
    modules: ["src/layout/shell.tsx", "src/access/enforcer.ts", "src/engine/screens/list-screen.tsx"],
    demo: ["src/mocks/browser.ts"],
  },
];
const ENTRY = "index.html";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist");
const MANIFEST = join(DIST, ".vite", "manifest.json");

if (!existsSync(MANIFEST)) {
  console.error(
    `size: ${MANIFEST.replace(`${ROOT}/`, "")} is missing. Run \`npm run build\` first ` +
      "(vite.config.ts needs `build: { manifest: true }`).",
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

const warnings = [];
const sizes = new Map();

/** Raw and gzip (level 9) bytes of one output file. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const path = join(DIST, file);
    if (!existsSync(path)) {
      warnings.push(`${file} is in the manifest but not in dist/ (stale manifest?)`);
      sizes.set(file, { raw: 0, gzip: 0 });
    } else {
      const buf = readFileSync(path);
      sizes.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    }
  }
  return sizes.get(file);
}

const notes = [];
const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));

/**
 * The manifest key of a source module. A module that is both imported statically by a lazy
 * chunk and dynamically elsewhere can end up in a shared chunk keyed "_<name>-<hash>.js"
 * instead of its source path: then take the dynamically imported chunk of the same name.
 */
function keyOf(module) {
  if (manifest[module]) return module;
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

const entryKey =
  manifest[ENTRY]?.isEntry ? ENTRY : Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(".html"));
if (!entryKey) {
  console.error(`size: no entry chunk for ${ENTRY} in the manifest`);
  process.exit(1);
}
const entryFiles = chunksOf(entryKey);

const kB = (n) => (n / 1024).toFixed(1);
const sum = (files) =>
  [...files].reduce(
    (acc, f) => {
      const s = sizeOf(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );

const rows = [];
const detail = [];
for (const { route, modules, demo = [] } of ROUTES) {
  const files = new Set(entryFiles);
  for (const m of modules) chunksOf(keyOf(m), files);
  const demoFiles = new Set();
  for (const m of demo) for (const f of chunksOf(keyOf(m))) if (!files.has(f)) demoFiles.add(f);

  const total = sum(files);
  rows.push({ route, chunks: files.size, ...total });
  if (demoFiles.size) {
    const d = sum(demoFiles);
    rows.push({ route: "  + demo API (demo mode only)", chunks: demoFiles.size, ...d });
    rows.push({ route: "  = total in demo mode", chunks: files.size + demoFiles.size, raw: total.raw + d.raw, gzip: total.gzip + d.gzip });
  }
  detail.push({ route, files: [...files], demoFiles: [...demoFiles] });
}

function table(headers, body, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (align[i] === "r" ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

console.log(`JavaScript per route (from ${MANIFEST.replace(`${ROOT}/`, "")}; gzip level 9, per file)\n`);
console.log(
  table(
    ["route", "chunks", "raw kB", "gzip kB"],
    rows.map((r) => [r.route, r.chunks, kB(r.raw), kB(r.gzip)]),
    ["l", "r", "r", "r"],
  ),
);

for (const { route, files, demoFiles } of detail) {
  console.log(`\n${route}:`);
  const body = [
    ...files.map((f) => [f, kB(sizeOf(f).raw), kB(sizeOf(f).gzip)]),
    ...demoFiles.map((f) => [`${f} (demo mode only)`, kB(sizeOf(f).raw), kB(sizeOf(f).gzip)]),
  ].sort((a, b) => Number(b[2]) - Number(a[2]));
  const t = sum(files);
  body.push(["total (without demo API)", kB(t.raw), kB(t.gzip)]);
  console.log(table(["chunk", "raw kB", "gzip kB"], body, ["l", "r", "r"]));
}

const allJs = Object.values(manifest).map((c) => c.file).filter((f) => f?.endsWith(".js"));
const all = sum(new Set(allJs));
console.log(`\nall JavaScript in the build: ${new Set(allJs).size} chunks, ${kB(all.raw)} kB raw, ${kB(all.gzip)} kB gzip`);

if (notes.length) {
  console.log(`\nnotes:\n${[...new Set(notes)].map((n) => `  - ${n}`).join("\n")}`);
}
if (warnings.length) {
  console.log(`\nwarnings:\n${[...new Set(warnings)].map((w) => `  - ${w}`).join("\n")}`);
}
