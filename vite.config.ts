import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// `?raw` imports of src/access/*.conf|csv keep casbin's model and policy as plain files.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    // chunks are split per route by lazy imports; vendor libraries that every
    // signed-in screen needs are grouped so the login screen can stay small.
    chunkSizeWarningLimit: 900,
    // scripts/size.mjs follows the chunks each route loads through the manifest.
    manifest: true,
  },
});
