import { setupServer } from "msw/node";
import { byPath } from "../api/by-path";
import { handlers } from "../api/handlers";
import { DEMO_SMS_CODE, demoSmsSender } from "./demo-sms";
import { setSmsSender } from "../api/sms-sender";

/**
 * The demo API for tests (Node): an in-memory db, no localStorage.
 * @example
 * beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
 * afterEach(() => { server.resetHandlers(); resetDb(); });
 * afterAll(() => server.close());
 */
export const server = setupServer(...byPath(handlers));

// the demo's sender (every code 123456, texted to no one), as the in-page demo has it (decision 0071)
setSmsSender(demoSmsSender);

export { resetDb, getDb } from "./db";

/** The code last texted to `mobile`: here always the demo's (tests/server/remote-node.ts asks the test server). */
export const smsCodeSent = (mobile: string): Promise<string | undefined> => Promise.resolve(mobile ? DEMO_SMS_CODE : undefined);

/** False here: the tests run the handlers in this process (tests/server/remote-node.ts says true over HTTP). */
export const REMOTE = false;
