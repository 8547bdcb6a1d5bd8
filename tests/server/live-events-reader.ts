import { bypass } from "msw";
import { expect } from "vitest";
import { config } from "../../src/config";
import { EVENTS_PATH } from "../../src/api/live/events-route";
import { readServerEvents, type ServerEvent } from "../../src/providers/server-events";
import { API } from "../api/helpers";

export type HeardEvent = ServerEvent & { json: Record<string, unknown> };

const heard = (event: ServerEvent): HeardEvent => ({ ...event, json: JSON.parse(event.data) as Record<string, unknown> });

/** A `change` event of `resource`. */
export const changeOf = (resource: string) => (event: HeardEvent) => event.event === "change" && event.json.resource === resource;

/** An open events stream of a test: its events as they come, awaited one by one. */
export interface EventsStream {
  status: number;
  /** The next event `match` takes (a type, or a test; others before it are skipped), or a failure when the stream ends first. */
  next(match?: string | ((event: HeardEvent) => boolean)): Promise<HeardEvent>;
  /** Resolves when the server has closed the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream as the console does (fetch, the session's header), on `server` (API_URLS) or the suite's own. */
export async function openEvents(token: string, server?: string, headers: Record<string, string> = {}): Promise<EventsStream> {
  const abort = new AbortController();
  const init = { headers: { Application: config.application, Authorization: token, Accept: "text/event-stream", ...headers }, signal: abort.signal };
  const res = await fetch(server ? bypass(new Request(`${server}${EVENTS_PATH}`, init)) : new Request(`${API}${EVENTS_PATH}`, init));
  const queue: ServerEvent[] = [];
  let wake = () => undefined as void;
  let done = false;
  const ended = !res.body || res.status !== 200
    ? Promise.resolve()
    : readServerEvents(res.body, (event) => {
      queue.push(event);
      wake();
    }).catch(() => undefined).finally(() => {
      done = true;
      wake();
    });
  return {
    status: res.status,
    ended,
    close: () => abort.abort(),
    async next(match) {
      const takes = typeof match === "function" ? match : (e: HeardEvent) => match === undefined || e.event === match;
      for (;;) {
        const at = queue.findIndex((e) => takes(heard(e)));
        if (at >= 0) {
          const [event] = queue.splice(0, at + 1).slice(-1);
          if (!event) throw new Error("no event");
          return heard(event);
        }
        expect(done, `the stream ended before the event awaited (${typeof match === "string" ? match : "a test"})`).toBe(false);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
