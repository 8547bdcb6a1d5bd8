import type { HttpHandler } from "msw";
import { config } from "../../config";
import { EVENTS_PATH } from "../../providers/live-path";
import { json, unauthorized } from "../respond";
import { portedHandler, type Ports } from "../ports";
import { ROLE_TABLE, EMPLOYEE_TABLE } from "../shop-tables";
import type { HeardChange } from "./hub";
import { listenerOf, sameWho, type Listener } from "./listener";
import { mayHear, resourceOfTable } from "./table-pages";

/**
 * `GET /merchant/shop/v1/events` (decision 0113): one Server-Sent Events stream per console tab,
 * carrying its shop's committed changes (changes.ts, hub.ts) that its session may see (the pages
 * its role opens: table-pages.ts), each `event: change` with a growing `id` and
 * `{resource, aliases, action, who, what}`. Its own session's changes come as such: `event: access`
 * when its role's grants changed (the console reloads its access control), `event: session` with
 * the HTTP 401 message when the session ended (disabled, deleted, signed out, expired), and the
 * stream closes. The session is read from the `Authorization` header as for every call (so the
 * console reads it over fetch, not EventSource). A keep-alive comment every HEARTBEAT_MS holds
 * proxies open and finds a session ended meanwhile; `X-Accel-Buffering: no` keeps nginx from
 * buffering. At most MAX_STREAMS_PER_SESSION streams per session (hub.ts): one more is refused
 * with HTTP 429.
 */

export { EVENTS_PATH };

/** How often an idle stream says it is alive (proxies close a connection silent for 60 s). */
export const HEARTBEAT_MS = 25_000;

/** How soon a console tries again after the stream drops (the SSE `retry` field; the console backs off from it). */
export const RETRY_MS = 2_000;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** An event's lines (a `data` of one JSON line). */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a console hears of a change (`mine`: made by the person the stream is for, in any of their tabs). */
export const changeData = (change: HeardChange, listener: Listener) => ({
  resource: resourceOfTable(change.table), aliases: change.aliases, action: change.action, who: change.who, what: change.what,
  mine: change.by !== null && change.by === listener.person,
});

const TOO_MANY = "实时连接过多，请关闭多余的页面后重试";

/** A stream refused: by its HTTP status (the console's reader reads no envelope of a stream). */
const refuse = (status: number, msg: string): Response => json({ code: status, msg, data: null }, { status });

async function openStream(ports: Ports, request: Request): Promise<Response> {
  if (request.headers.get("Application") !== config.application) return refuse(403, "应用标识无效");
  const found = await listenerOf(ports, request, EVENTS_PATH);
  if ("ended" in found) return unauthorized(found.ended);
  if ("noShop" in found) return refuse(403, "请先开通店铺");
  // one stream past the session's bound is refused (hub.ts StreamRegistry): its console tries again later
  if (ports.live.streams.count(found.session) >= ports.live.streams.max) return refuse(429, TOO_MANY);
  let listener: Listener = found;
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      /** The stream's work in order: a change is filtered, and the session read again, one after another. */
      let chain = Promise.resolve();
      const inTurn = (work: () => Promise<void>) => {
        chain = chain.then(work).catch(() => close());
      };
      /** The session read again: false when it ended (told, and the stream closed). */
      const recheck = async (): Promise<boolean> => {
        const now = await listenerOf(ports, request, EVENTS_PATH);
        if ("ended" in now || "noShop" in now) {
          send(sseEvent("session", "ended" in now ? { ended: now.ended } : { ended: "请先开通店铺" }));
          close();
          return false;
        }
        if (!sameWho(now.who, listener.who)) send(sseEvent("access", { grants: now.who.grants }));
        listener = now;
        return true;
      };
      const unlisten = ports.live.listen(listener.shop, (change) => inTurn(async () => {
        if (!change) return send(sseEvent("resync", {}));
        // an employee's own role or record changed: their grants or status, read again first
        if (listener.who.grants !== null && (change.table === ROLE_TABLE.name || change.table === EMPLOYEE_TABLE.name) && !(await recheck())) return;
        if (await mayHear(ports.liveViewers, listener.who, change.table)) send(sseEvent("change", changeData(change, listener), change.id));
      }));
      const heartbeat = setInterval(() => {
        send(": keep-alive\n\n");
        inTurn(async () => void (await recheck()));
      }, HEARTBEAT_MS);
      const unregister = ports.live.streams.open(listener.session, { close: () => close() });
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unlisten();
        unregister?.();
        try {
          controller.close();
        } catch {
          // already closed by the reader's cancel
        }
      }
      stop = close;
      if (!unregister) {
        close(); // another of the session's opened meanwhile, past the bound
        return;
      }
      request.signal.addEventListener("abort", close);
      send(`retry: ${RETRY_MS}\n\n`);
      send(sseEvent("ready", { shop: listener.shop }));
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, { headers: STREAM_HEADERS });
}

/** The events handler, bound to `ports` by createApi beside the calls (it is no POST call: the walks over the calls leave it out). */
export const eventsHandler: HttpHandler = portedHandler("get", `*${EVENTS_PATH}`, (ports, { request }) => openStream(ports, request));
