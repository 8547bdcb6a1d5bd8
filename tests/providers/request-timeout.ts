import { onTestFinished } from "vitest";
import { config } from "../../src/config";

/**
 * VITE_REQUEST_TIMEOUT for the running test only: the HTTP clients read `config.requestTimeout`
 * at each call, and the value before comes back when the test ends, passed or failed.
 */
export function requestTimeoutForTest(ms: number): void {
  const mutable = config as { requestTimeout: number };
  const before = mutable.requestTimeout;
  mutable.requestTimeout = ms;
  onTestFinished(() => void (mutable.requestTimeout = before));
}
