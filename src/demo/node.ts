import { setupServer } from "msw/node";
import { byPath } from "../api/by-path";
import { createApi, type ApiOfPorts } from "../api/create-api";
import { pbkdf2Kdf } from "../api/password-hash";
import type { PortsGiven } from "../api/ports";
import { demoTransact } from "./db-persist";
import { DEMO_SMS_CODE, demoSmsSender } from "./demo-sms";
import { rememberedKdf } from "./remembered-kdf";
import { demoTrackingProvider } from "../api/tracking/demo-tracking";

/**
 * The demo API for tests (Node): an in-memory db, no localStorage.
 * @example
 * beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
 * afterEach(() => { server.resetHandlers(); resetDb(); });
 * afterAll(() => server.close());
 */

// one for the worker: its files share the modules (decision 0012), and so the verdicts
const kdf = rememberedKdf(pbkdf2Kdf());

/**
 * The tests' API: the demo's store (IndexedDB once a test enables it, else memory) and the demo's
 * sender (every code 123456, texted to no one), as the in-page demo has them (decision 0071), and
 * PBKDF2 remembering its verdicts; `over` hands other ports (a test's own sender, store, reader:
 * serve its handlers with `server.use(...byPath(testApi({ … }).handlers))`).
 */
export function testApi(over: Partial<PortsGiven> = {}): ApiOfPorts {
  return createApi({ transact: demoTransact, sms: demoSmsSender, tracking: demoTrackingProvider(), kdf, ...over });
}

export const api = testApi();

export const server = setupServer(...byPath(api.handlers));

export { resetDb, getDb } from "./db";

/** The code last texted to `mobile`: here always the demo's (tests/server/remote-node.ts asks the test server). */
export const smsCodeSent = (mobile: string): Promise<string | undefined> => Promise.resolve(mobile ? DEMO_SMS_CODE : undefined);

/** False here: the tests run the handlers in this process (tests/server/remote-node.ts says true over HTTP). */
export const REMOTE = false;
