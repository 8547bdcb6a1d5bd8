import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The reference app's build: the repo's Vite and packages, its own root; one chunk for the
 * app and its goods list, one for the orders list it loads lazily. The manifest tells
 * bench/sizes.ts which is which.
 */
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  envDir: join(here, "..", ".."),
  plugins: [react()],
  build: {
    outDir: process.env.BENCH_REFERENCE_OUT ?? join(here, "..", "..", "dist-bench", "reference"),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 3000,
  },
});
