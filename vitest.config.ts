import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";

// The suite runs in a zone far from the shop's (Asia/Shanghai): behind UTC, with daylight saving,
// its day 12 to 13 hours off Beijing's, so every test proves the shop's clock is Beijing's
// whatever the process's or the browser's zone (decision 0073). A TZ given to the command wins.
process.env.TZ ||= "America/New_York";

// A test file named *.isolated.test.* needs modules loaded fresh for it alone: it mocks app
// modules (vi.mock), registers something app-wide, or looks at a lazy chunk's first load.
const ISOLATED = "tests/**/*.isolated.test.{ts,tsx}";
// The API server's own code (src/server) is tested in Node, where it runs: no jsdom, no page
// set-up, and no database: the HTTP side over the demo's in-memory store.
const SERVER = "tests/server/**/*.test.ts";
// A test that starts a database (PGlite, Postgres) is named *.server.test.*: the `database`
// and `database-isolated` projects, which `npm test` leaves out (package.json: --project '!database*') and `npm run
// test:server` runs. A database's start is seconds of CPU (PGlite 2-3 s idle; at load 14 on the
// 2-core machine its hook took over 10 s and its tests over 20 s), and npm test passes on a loaded
// machine (decision 0086).
const DATABASE = ["tests/**/*.server.test.{ts,tsx}"];
// Its files share a worker's loaded modules (the API, the server, PGlite), as `server`'s do: loaded
// again for each file, the imports were most of the project's time in CI (decision 0131). A file
// that mocks app modules (vi.mock) needs them loaded fresh for it alone: it is named
// *.isolated.server.test.* and runs in `database-isolated`.
const DATABASE_ISOLATED = "tests/**/*.isolated.server.test.{ts,tsx}";
// Everywhere else a database does not start: PGlite and node-postgres are stand-ins that throw
// when one is opened (tests/env/no-database.ts), so a file that starts one fails at once, saying how
// to name it, instead of passing on an idle machine and timing out on a loaded one.
const NO_DATABASE = {
  alias: [
    { find: /^@electric-sql\/pglite$/, replacement: resolve(import.meta.dirname, "tests/env/no-database.ts") },
    { find: /^pg$/, replacement: resolve(import.meta.dirname, "tests/env/no-database.ts") },
  ],
};

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    // the render counter before react-dom loads: it stands in for React DevTools' hook
    // TEST_SHOP_TIME=HH:mm moves the clock to that time of today in Beijing (tests/env/shop-time.ts)
    // TEST_CPU_LOG / TEST_CPU_PROFILE: each test's CPU (tests/env/test-cpu.ts); first, so that its
    // after-hook runs last and counts the others'
    setupFiles: ["tests/env/test-cpu.ts", "tests/env/shop-time.ts", "tests/env/render-counter.ts", "tests/setup.ts"],
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
        resolve: NO_DATABASE,
        test: { name: "shared", include: ["tests/**/*.test.{ts,tsx}"], exclude: [ISOLATED, SERVER, ...DATABASE], isolate: false },
      },
      { extends: true, resolve: NO_DATABASE, test: { name: "isolated", include: [ISOLATED], exclude: DATABASE, isolate: true } },
      // not `extends`: the page's set-up files (jsdom) stay out. Its files share the worker's
      // loaded modules too, as `shared`'s do: each builds the app it tests over a store of its own,
      // and loading the API again for each file was two thirds of the project's CPU (decision 0091)
      { resolve: NO_DATABASE, test: { name: "server", include: [SERVER], exclude: DATABASE, environment: "node", testTimeout: 20000, isolate: false } },
      { test: { name: "database", include: DATABASE, exclude: [DATABASE_ISOLATED], environment: "node", testTimeout: 20000, isolate: false } },
      { test: { name: "database-isolated", include: [DATABASE_ISOLATED], environment: "node", testTimeout: 20000, isolate: true } },
    ],
  },
});
