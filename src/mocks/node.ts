import { setupServer } from "msw/node";
import { byPath } from "./by-path";
import { handlers } from "./handlers";

/**
 * The demo API for tests (Node): an in-memory db, no localStorage.
 * @example
 * beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
 * afterEach(() => { server.resetHandlers(); resetDb(); });
 * afterAll(() => server.close());
 */
export const server = setupServer(...byPath(handlers));

export { resetDb, getDb } from "./db";
