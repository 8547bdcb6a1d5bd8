import type { RouteObject } from "react-router";
import { buildRoutes } from "../../src/routes/build-routes";

/**
 * Loads the code of the shell and of the screens at these paths ahead of the tests that open
 * them: it takes seconds on a busy machine, which a test's wait for a screen should not cover.
 */
export async function preloadRoutes(paths: string[], routes: RouteObject[] = buildRoutes()): Promise<void> {
  await Promise.all(
    routes.map(async (r) => {
      if (typeof r.lazy === "function" && (r.path === undefined || paths.includes(r.path))) await r.lazy();
      await preloadRoutes(paths, r.children ?? []);
    }),
  );
}
