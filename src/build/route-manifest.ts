import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { Plugin } from "vite";
import type { FirstScreens } from "./static-frame";

/** What the console's build writes in place of src/catalogue/declared-sections.ts. */
export interface BuiltManifest {
  manifest: unknown;
  configs: unknown;
  problems: string[];
  /** What index.html's static frame and first calls know of each screen (static-frame.ts). */
  firstScreens?: FirstScreens;
}

/**
 * The declarations read in a Node of their own, through Vite (they are found with
 * import.meta.glob), as the scripts read them (scripts/write-route-manifest.ts).
 */
async function readDeclarations(root: string): Promise<BuiltManifest> {
  const dir = mkdtempSync(join(tmpdir(), "route-manifest-"));
  const out = join(dir, "manifest.json");
  try {
    await promisify(execFile)(process.execPath, ["--import", "tsx", resolve(root, "scripts/write-route-manifest.ts"), out], { cwd: root });
    return JSON.parse(readFileSync(out, "utf8")) as BuiltManifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The module the console's build gets for the declared sections: their manifest, as data. */
export function manifestModule({ manifest, configs, problems }: BuiltManifest): string {
  if (problems.length) throw new Error(`声明有问题，构建已停止（npm run dev 在页面上列出同样的问题）：\n${problems.join("\n")}`);
  return [
    "// written by src/build/route-manifest.ts from the declarations (src/catalogue/declared-sections.ts makes the same in development)",
    `export const manifest = ${JSON.stringify(manifest)};`,
    `export const configs = ${JSON.stringify(configs)};`,
    "export const buildFailure = () => undefined;",
    "export const declaredConfigs = undefined;",
    "",
  ].join("\n");
}

/**
 * The route manifest made at build time (issue 38, item 1). The console's entry held every
 * resource config and the engine's route building, evaluated before the router was made (about
 * 1.5 s of boot script under Lighthouse's slowed CPU). In the console's build the module of the
 * declared sections (src/catalogue/declared-sections.ts) is the data it makes instead: paths,
 * titles, menu, access and each screen's origin; the configs load with the first screen, in a
 * chunk of their own. The declarations' start-up check runs here: a problem stops the build with
 * its list (development shows the same list on the page). The API server's build (SSR) and the
 * dev server keep the module as it is.
 */
export function routeManifest(read: (root: string) => Promise<BuiltManifest> = readDeclarations): Plugin & { api: RouteManifestApi } {
  let root = "";
  let built: BuiltManifest | undefined;
  const target = "/src/catalogue/declared-sections.ts";
  return {
    name: "route-manifest",
    api: { built: () => built },
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async load(id, options) {
      if (options?.ssr || !id.endsWith(target)) return undefined;
      built = await read(root);
      return manifestModule(built);
    },
    // beside Vite's manifest, for `npm run size` and the bench: which configs a route's screen loads
    generateBundle() {
      if (!built) return;
      const { manifest, configs } = built;
      this.emitFile({ type: "asset", fileName: ROUTE_MANIFEST_FILE, source: JSON.stringify({ manifest, configs }) });
    },
  };
}

/** What the plugin hands the build's other plugins (static-frame.ts): the declarations as read, once the bundle has loaded them. */
export interface RouteManifestApi {
  built: () => BuiltManifest | undefined;
}

/** Where the build leaves the route manifest it wrote (scripts/manifest-walk.mjs reads it). */
export const ROUTE_MANIFEST_FILE = ".vite/route-manifest.json";

/**
 * Which chunk each of the app's modules went into, beside Vite's manifest (which names only a
 * chunk's first module): `npm run size` and the bench find a module's chunk by it, whatever
 * shared chunk the bundler put it in.
 */
export function moduleChunks(): Plugin {
  let root = "";
  return {
    name: "module-chunks",
    apply: "build",
    configResolved(config) {
      root = `${config.root}/`;
    },
    generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const where: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of chunk.moduleIds) if (id.startsWith(root) && !id.includes("/node_modules/")) where[id.slice(root.length)] = chunk.fileName;
      }
      this.emitFile({ type: "asset", fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(where) });
    },
  };
}

/** Where the build leaves which chunk each module went into. */
export const MODULE_CHUNKS_FILE = ".vite/module-chunks.json";
