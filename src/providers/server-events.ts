import { createParser, type EventSourceMessage } from "eventsource-parser";

/**
 * Reads a Server-Sent Events body (the server's `GET /merchant/shop/v1/events`, decision 0113)
 * over fetch, so the session's header goes with it (EventSource sends none): each event handed
 * to `onEvent` as it arrives; resolves when the stream ends (the server closed it, or `signal`).
 */
export type ServerEvent = EventSourceMessage;

export async function readServerEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void, onRetry?: (ms: number) => void): Promise<void> {
  const parser = createParser({ onEvent, ...(onRetry ? { onRetry } : {}) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
