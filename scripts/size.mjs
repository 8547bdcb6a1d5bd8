#!/usr/bin/env node
// `npm run size`: after `npm run build:demo`, the gzip size of the JavaScript a route needs in the
// in-browser demo (the build the budgets are of), following Vite's manifest
// (dist-demo/.vite/manifest.json, `build.manifest: true`): the entry's chunk and its
// static imports, plus for each route the chunks of the modules it loads (a screen, the guard's
// enforcer, the shell) and their static imports. Exits 1 when the manifest is missing or a route
// family is over its budget (scripts/route-families.mjs).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createManifestWalk, manifestPath, readManifest } from "./manifest-walk.mjs";
import { ROUTE_FAMILIES } from "./route-families.mjs";

/**
 * The report keeps its two rows (/login and a signed-in list) so its output compares with
 * earlier runs; `npm run bench` shows every family of scripts/route-families.mjs.
 */
const ROUTES = ROUTE_FAMILIES.filter((f) => f.id === "login" || f.id === "list");
const ENTRY = "index.html";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist-demo");
const MANIFEST = manifestPath(DIST);

const manifest = readManifest(DIST);
if (!manifest) {
  console.error(
    `size: ${MANIFEST.replace(`${ROOT}/`, "")} is missing. Run \`npm run build:demo\` first ` +
      "(vite.config.ts needs `build: { manifest: true }`).",
  );
  process.exit(1);
}
const walk = createManifestWalk(manifest, DIST);
const { sizeOf, sum, warnings, notes } = walk;

const entryKey = walk.entryKeyOf(ENTRY);
if (!entryKey) {
  console.error(`size: no entry chunk for ${ENTRY} in the manifest`);
  process.exit(1);
}
const entryFiles = walk.chunksOf(entryKey);

const kB = (n) => (n / 1024).toFixed(1);
const rows = [];
const detail = [];
for (const { route, modules, configs, demo = [] } of ROUTES) {
  const { files, demoFiles } = walk.routeFiles(entryFiles, { modules, configs, demo });

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

const allJs = walk.allJs();
const all = sum(allJs);
console.log(`\nall JavaScript in the build: ${allJs.size} chunks, ${kB(all.raw)} kB raw, ${kB(all.gzip)} kB gzip`);

if (notes.length) {
  console.log(`\nnotes:\n${[...new Set(notes)].map((n) => `  - ${n}`).join("\n")}`);
}
if (warnings.length) {
  console.log(`\nwarnings:\n${[...new Set(warnings)].map((w) => `  - ${w}`).join("\n")}`);
}

// Budgets (issue 12): sizes are deterministic, so a family over its budget fails the run (CI).
// The budgets sit a little above today's sizes: they catch a regression, the goals are in bench.
const over = [];
console.log("\nbudgets (gzip kB, without the demo API):");
for (const family of ROUTE_FAMILIES) {
  const { files } = walk.routeFiles(entryFiles, family);
  const gzip = sum(files).gzip / 1024;
  const mark = gzip > family.budgetKiB ? "OVER" : "ok";
  console.log(`  ${mark.padEnd(4)}  ${gzip.toFixed(1).padStart(6)} / ${String(family.budgetKiB).padStart(3)}  ${family.route}`);
  if (gzip > family.budgetKiB) over.push(family.route);
}
if (over.length) {
  console.error(`\nsize: over budget: ${over.join("; ")}. Find what grew (the lists above), or raise the budget in scripts/route-families.mjs and say why.`);
  process.exit(1);
}
