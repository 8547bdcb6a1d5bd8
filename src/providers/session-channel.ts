/**
 * What one tab tells the others about the session. The token cookie is shared by every tab
 * of the console, so a sign-out or a sign-in in one changes the others' session too; this
 * lets them follow at once instead of on their next call.
 */
export type SessionMessage = { type: "signed-in" } | { type: "signed-out" };

const CHANNEL_NAME = "merchant-session";
const handlers = new Set<(message: SessionMessage) => void>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  // Node's channel (tests) would keep the process alive; browsers have no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  channel?.addEventListener("message", (event: MessageEvent<SessionMessage>) => {
    handlers.forEach((handler) => handler(event.data));
  });
  return channel;
}

/** Posts to every other tab of the console (never to this one). */
export function tellOtherTabs(message: SessionMessage): void {
  open()?.postMessage(message);
}

/** Runs `handler` for each message another tab posts; returns the unsubscribe. */
export function onOtherTabs(handler: (message: SessionMessage) => void): () => void {
  open();
  handlers.add(handler);
  return () => handlers.delete(handler);
}
