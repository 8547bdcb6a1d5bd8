import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../src/build/precompress.js";

/**
 * The reference app's build: the repo's Vite and packages, its own root; one chunk for the
 * app and its goods list, one for the orders list it loads lazily. The manifest tells
 * bench/sizes.ts which is which. Precompressed as the console's build for a server is (brotli
 * and gzip beside each file, src/build/precompress.ts), so that served as the console is
 * (bench/server/prod-reference.ts, issue 51) it is sent as compressed; the stub server of the
 * other figures compresses as it serves and never looks at those copies.
 */
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  envDir: join(here, "..", ".."),
  plugins: [react(), precompress()],
  build: {
    outDir: process.env.BENCH_REFERENCE_OUT ?? join(here, "..", "..", "dist-bench", "reference"),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 3000,
  },
});
