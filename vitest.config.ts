import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["tests/setup.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    testTimeout: 20000,
    // vitest's default is one worker less than the cores: a single worker on the 2-core
    // machines here. Both cores halve the wall time; the suite passes under load (tested
    // alongside other suites), so the second worker costs no flakiness.
    maxWorkers: 2,
    env: { VITE_API_BASE_URL: "" },
    // refine's router binding must see the same react-router module as the app: let vite
    // resolve it (Node's own resolution of the externalised package picks another build).
    server: { deps: { inline: [/@refinedev\//] } },
  },
});
