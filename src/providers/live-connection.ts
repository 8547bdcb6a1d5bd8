import { config } from "../config";
import { reportUnauthorized, urlFor } from "./http";
import { EVENTS_PATH } from "./live-path";
import { readServerEvents, type ServerEvent } from "./server-events";
import { onLoggedOut, refreshGrants } from "./session";
import { getToken } from "./token";

/**
 * This tab's one stream of the server's events (decision 0113), open while anything listens
 * (live-provider.ts: the lists, details and 工作台 refine subscribes): a `change` is handed to
 * the listeners; `access` (this employee's role changed) reloads the grants at once, so the
 * buttons go; `session` (the session ended: disabled, deleted, signed out) signs out with its
 * reason. A dropped stream (the network, a server restart) is opened again after a backoff
 * (RETRY_FIRST_MS doubling to RETRY_MAX_MS), and once open again the listeners are told to
 * catch up (`resync`): what they show is refetched, as whatever changed meanwhile was not heard.
 */

/** A change as the stream sends it. */
export interface LiveChange {
  resource: string;
  aliases: string[];
  action: "created" | "updated" | "deleted";
  who: string | null;
  what: string | null;
  /** Made by this signed-in person (in any of their tabs): a form they are editing is not "changed by another". */
  mine: boolean;
}

/** What a listener hears: a change, or `resync` (refetch everything shown: changes may have been missed). */
export type LiveListener = (change: LiveChange | "resync") => void;

export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

const listeners = new Set<LiveListener>();
let running: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let wait = RETRY_FIRST_MS;

/** Listens to the stream (opening it if needed); returns the way to stop (the last one closes it). */
export function listenLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!running && retryTimer === undefined) void connect(false);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) stopLive();
  };
}

/** Closes the stream (signed out, nothing listening). */
export function stopLive(): void {
  running?.abort();
  running = null;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  wait = RETRY_FIRST_MS;
}

// signed out: this tab's stream is the old session's (the next one opens with the new token)
onLoggedOut(() => stopLive());

const tell = (change: LiveChange | "resync") => {
  for (const listener of [...listeners]) listener(change);
};

function retryLater(): void {
  if (!listeners.size || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect(true);
  }, wait);
  wait = Math.min(wait * 2, RETRY_MAX_MS);
}

async function connect(again: boolean): Promise<void> {
  const token = getToken();
  if (!token || !listeners.size) return;
  const abort = new AbortController();
  running = abort;
  let ended = false;
  try {
    const res = await fetch(urlFor(EVENTS_PATH), {
      headers: { Application: config.application, Authorization: token, Accept: "text/event-stream" },
      signal: abort.signal,
    });
    if (res.status === 401) {
      ended = true;
      const body = (await res.json().catch(() => null)) as { msg?: string } | null;
      reportUnauthorized(token, body?.msg);
      return;
    }
    if (res.status !== 200 || !res.body) return;
    await readServerEvents(res.body, (event) => {
      if (heard(event, token, again)) ended = true;
    });
  } catch {
    // dropped (the network, the server stopping) or closed here: tried again below unless closed
  } finally {
    if (running === abort) running = null;
    if (!ended && !abort.signal.aborted && getToken() === token) retryLater();
  }
}

/** Handles one event; true when the session ended (no retry). */
function heard(event: ServerEvent, token: string, again: boolean): boolean {
  const data = JSON.parse(event.data || "{}") as Record<string, unknown>;
  switch (event.event) {
    case "ready":
      wait = RETRY_FIRST_MS;
      if (again) tell("resync");
      return false;
    case "resync":
      tell("resync");
      return false;
    case "change":
      tell(data as unknown as LiveChange);
      return false;
    case "access":
      void refreshGrants();
      return false;
    case "session":
      reportUnauthorized(token, typeof data.ended === "string" ? data.ended : undefined);
      return true;
    default:
      return false;
  }
}
