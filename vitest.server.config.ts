import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * The API suite over HTTP (npm run test:server): the same test files as the in-page store's,
 * with src/demo/node.ts replaced by tests/server/remote-node.ts, whose calls go to the
 * server at API_URL (scripts/test-server.ts starts it on PGlite, and on Postgres), in one run.
 */
export const SERVER_SUITE = ["tests/contract/calls.test.ts", "tests/api/role-checks.test.ts", "tests/server/*.http.test.ts"];

function remoteApi(): Plugin {
  const remote = resolve(import.meta.dirname, "tests/server/remote-node.ts");
  return {
    name: "remote-api",
    enforce: "pre",
    resolveId(source) {
      return /(^|\/)demo\/node(\.ts)?$/.test(source) ? remote : undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), remoteApi()],
  test: {
    environment: "jsdom",
    globals: true,
    // each file on a database refilled from the seed, first (tests/server/fresh-database.ts)
    setupFiles: ["tests/server/fresh-database.ts", "tests/env/render-counter.ts", "tests/setup.ts"],
    testTimeout: 20000,
    include: process.env.SERVER_SUITE_FILE ? [process.env.SERVER_SUITE_FILE] : SERVER_SUITE,
    env: { VITE_API_BASE_URL: "" },
    server: { deps: { inline: [/@refinedev\//, /tough-cookie/] } },
    maxWorkers: 1,
    // The files share the worker's loaded modules (antd, refine, the page's set-up), as npm test's
    // `shared` project does (decision 0012): loaded again for each file, they cost 51 of the
    // vitest process's 74 CPU-seconds for the suite (measured on PGlite; decision 0091).
    // Each file still starts on a database refilled from the seed (the set-up files run per file).
    isolate: false,
  },
});
