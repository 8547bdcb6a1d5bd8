import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    // Chunks split per route by lazy imports (and the shell is one of them), so the login
    // screen loads neither refine nor casbin; `npm run size` watches it.
    chunkSizeWarningLimit: 900,
    // scripts/size.mjs follows the chunks each route loads through the manifest.
    manifest: true,
  },
});
