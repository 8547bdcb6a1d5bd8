import { runnerImport } from "vite";
import type { StubApi } from "./entry";

/**
 * Loads the stub API through Vite, as `npm run access:report` loads the app: the demo API
 * finds its handlers and seeds with import.meta.glob. One runnerImport, so the handlers and
 * the DB they work on are one module graph.
 */
export async function loadStubApi(goods: number): Promise<StubApi> {
  const entry = new URL("./entry.ts", import.meta.url).pathname;
  const { module } = await runnerImport<typeof import("./entry")>(entry);
  return module.createStubApi({ goods });
}
