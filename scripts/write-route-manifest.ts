/**
 * Writes the route manifest and the declarations' problems as JSON to the file named by its
 * argument: the console's build runs it in a Node of its own (src/build/route-manifest.ts),
 * where the declarations load through Vite as the scripts load them (a module runner inside the
 * build resolves antd's files for the bundle, not for Node).
 */
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const out = process.argv[2];
if (!out) throw new Error("usage: write-route-manifest.ts <out.json>");
const { module } = await runnerImport<typeof import("./route-manifest")>(new URL("./route-manifest.ts", import.meta.url).pathname);
writeFileSync(out, JSON.stringify(module.builtManifest()));
