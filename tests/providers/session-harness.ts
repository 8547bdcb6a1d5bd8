import type { SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { bindToasts } from "../../src/providers/notify";
import { onLoggedOut, type LogoutReason } from "../../src/providers/session";
import { removeToken } from "../../src/providers/token";
import { resetUserStore } from "../../src/stores/user-store";

/**
 * A session test's lifecycle on its own msw `server`: the toasts shown and the logout reasons
 * heard are recorded; after each test the handlers, records, token and user store are reset
 * (and `reset`, the file's own state).
 */
export function sessionHarness(server: SetupServer, reset: () => void = () => undefined) {
  const toasts: string[] = [];
  const reasons: LogoutReason[] = [];
  let stopListening: () => void = () => undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    const record = async ({ content }: { content: string }) => void toasts.push(content);
    bindToasts({ message: { error: record, success: record, warning: record }, notification: { error: vi.fn() } } as never);
    stopListening = onLoggedOut((reason) => reasons.push(reason));
  });
  afterEach(() => {
    server.resetHandlers();
    toasts.length = reasons.length = 0;
    reset();
    removeToken();
    resetUserStore();
  });
  afterAll(() => {
    stopListening();
    server.close();
  });
  return { toasts, reasons };
}
