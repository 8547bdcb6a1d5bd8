import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// The suite runs in a zone far from the shop's (Asia/Shanghai): behind UTC, with daylight saving,
// its day 12 to 13 hours off Beijing's, so every test proves the shop's clock is Beijing's
// whatever the process's or the browser's zone (decision 0073). A TZ given to the command wins.
process.env.TZ ||= "America/New_York";

// A test file named *.isolated.test.* needs modules loaded fresh for it alone: it mocks app
// modules (vi.mock), registers something app-wide, or looks at a lazy chunk's first load.
const ISOLATED = "tests/**/*.isolated.test.{ts,tsx}";
// The API server's own code (src/server) is tested in Node, where it runs: no jsdom, no page
// set-up, and no database (PGlite takes seconds to start; `npm run test:server` runs the API on
// one): the HTTP side over the demo's in-memory store.
const SERVER = "tests/server/**/*.test.ts";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    // the render counter first: it stands in for React DevTools' hook, read as react-dom loads
    setupFiles: ["tests/env/render-counter.ts", "tests/setup.ts"],
    testTimeout: 20000,
    // vitest's default is one worker less than the cores: a single worker on the 2-core
    // machines here. Both cores halve the wall time; the suite passes under load (tested
    // alongside other suites), so the second worker costs no flakiness.
    maxWorkers: 2,
    env: { VITE_API_BASE_URL: "" },
    // refine's router binding must see the same react-router module as the app: let vite
    // resolve it (Node's own resolution of the externalised package picks another build).
    server: { deps: { inline: [/@refinedev\//, /tough-cookie/] } },
    projects: [
      {
        extends: true,
        // The files share a worker's loaded modules (antd, refine, the app) instead of loading
        // them again for each file: 60 % of the suite's time was those imports (decision 0012).
        // Each file resets the state it uses (demo DB, stores, caches) in its own setup.
        test: { name: "shared", include: ["tests/**/*.test.{ts,tsx}"], exclude: [ISOLATED, SERVER], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: [ISOLATED], isolate: true } },
      // not `extends`: the page's set-up files (jsdom) stay out
      { test: { name: "server", include: [SERVER], environment: "node", testTimeout: 20000 } },
    ],
  },
});
