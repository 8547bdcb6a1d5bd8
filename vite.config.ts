import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { apiServer } from "./src/server/vite-api-plugin.js";
import { preloadConsole } from "./src/build/console-preload.js";
import { moduleChunks, routeManifest } from "./src/build/route-manifest.js";
import { precompress } from "./src/build/precompress.js";
import { staticFrame } from "./src/build/static-frame.js";
import { firstScreenChunks } from "./src/build/first-screen-chunks.js";

/** What public/ holds for the demo only: the demo media (public/demo/). */
const DEMO_PUBLIC_FILES = ["demo"];

/**
 * A build for a real API (VITE_API_BASE_URL set) ships no demo: Vite copies all of public/,
 * so the demo's files are removed from the output again (the demo build keeps them).
 */
function dropDemoPublicFiles(): Plugin {
  let outDir = "";
  let demo = true;
  return {
    name: "drop-demo-public-files",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      demo = !config.env.VITE_API_BASE_URL;
    },
    closeBundle() {
      if (demo) return;
      for (const file of DEMO_PUBLIC_FILES) rmSync(resolve(outDir, file), { recursive: true, force: true });
    },
  };
}

/**
 * In the build, casbin's imports that this model never reaches, or that a few lines of ours
 * do as well (src/build/; decision 0013): only casbin's own imports and the Buffer polyfill's
 * are swapped. The dev server pre-bundles casbin as it is.
 */
function slimCasbin(): Plugin {
  const build = (file: string) => resolve(import.meta.dirname, "src/build", file);
  const swaps: Record<string, string> = {
    "csv-parse/sync": build("casbin-csv.ts"),
    minimatch: build("casbin-unused.ts"),
    buffer: build("text-buffer.ts"),
  };
  return {
    name: "slim-casbin",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const fromCasbin = importer?.includes("/node_modules/casbin/") || importer?.endsWith("/src/access/buffer-polyfill.ts");
      return fromCasbin ? swaps[source] : undefined;
    },
  };
}

/**
 * In the build, packages the first screen carries for what the console's browsers do not need
 * (decision 0128): each swap's file says what it stands in for and why. The dev server and the
 * tests use the packages themselves.
 */
function slimLibraries(): Plugin {
  const build = (file: string) => resolve(import.meta.dirname, "src/build", file);
  const swaps: Record<string, string> = {
    "side-channel": build("side-channel.cjs"),
    "resize-observer-polyfill": build("native-resize-observer.ts"),
    "@refinedev/devtools-internal": build("refine-devtools-off.ts"),
  };
  return {
    name: "slim-libraries",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../../../tree" && importer?.endsWith("/antd/es/table/hooks/useFilter/FilterDropdown.js")) return build("table-filter-tree.ts");
      return swaps[source];
    },
  };
}

/**
 * In the build, the <style> tags antd's cssinjs writes are handed back without reading the page
 * again when nothing changed (src/build/style-tags.ts, decision 0132). The dev server and the tests
 * use rc-util's own.
 */
function keptStyleTags(): Plugin {
  const styleTags = resolve(import.meta.dirname, "src/build/style-tags.ts");
  return {
    name: "kept-style-tags",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "rc-util/es/Dom/dynamicCSS" && importer?.includes("/node_modules/@ant-design/cssinjs/") ? styleTags : undefined;
    },
  };
}

/** Packages bundled only because a barrel import reaches them, never used (src/build/unused-package.ts). */
const UNUSED = resolve(import.meta.dirname, "src/build/unused-package.ts");
/** tough-cookie's public-suffix check (msw's cookie store) without the whole list (decision 0015). */
const PUBLIC_SUFFIX = resolve(import.meta.dirname, "src/build/public-suffix.ts");

/**
 * Three builds of one config: the console for the server (`npm run build`: VITE_API_BASE_URL=/,
 * into dist), the in-browser demo (`npm run build:demo`: into dist-demo, whose routes
 * `npm run size` measures), and the server itself (`vite build --ssr src/server/serve.ts`: into
 * dist-server, node_modules left to Node). `npm start` runs the server inside the dev server
 * (apiServer, active with VITE_API_BASE_URL=/).
 */
export default defineConfig(({ isSsrBuild }) => {
  // the static frame (decision 0126) draws from the declarations the route manifest reads
  const manifest = routeManifest();
  return {
  plugins: [react(), dropDemoPublicFiles(), slimCasbin(), slimLibraries(), keptStyleTags(), apiServer(), preloadConsole(), manifest, staticFrame(manifest.api), moduleChunks(), precompress(), firstScreenChunks()],
  resolve: {
    alias: [
      { find: /^react-markdown$/, replacement: UNUSED },
      { find: /^remark-gfm$/, replacement: UNUSED },
      { find: /^papaparse$/, replacement: UNUSED },
      { find: /^tldts$/, replacement: PUBLIC_SUFFIX },
    ],
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: isSsrBuild
    ? { outDir: "dist-server", emptyOutDir: true, target: "node20", copyPublicDir: false }
    : {
        // Chunks split per route by lazy imports (and the shell is one of them), so the login
        // screen loads neither refine nor casbin; `npm run size` watches it. What every signed-in
        // page loads is one chunk of about 1 MB raw (first-screen-chunks.ts, decision 0128).
        chunkSizeWarningLimit: 1100,
        // scripts/size.mjs follows the chunks each route loads through the manifest.
        manifest: true,
      },
  };
});
