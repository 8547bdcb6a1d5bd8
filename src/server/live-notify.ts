import pg from "pg";
import type { ShopChange } from "../api/live/changes";
import { ShopListeners, StreamRegistry, type LiveHub } from "../api/live/hub";
import type { Sql } from "./sql";

/**
 * The live hub of server processes sharing one Postgres (decision 0113): a change a call stored
 * is sent with NOTIFY on CHANNEL, and every process, this one included, hears it by LISTEN on a
 * connection of its own and hands it to its streams of the shop (hub.ts ShopListeners): a write on
 * one process reaches a console whose stream is held by another. NOTIFY is sent after the call's
 * transaction committed (live/publish.ts), outside it, on the pool. The listening connection is
 * made again after a drop (a Postgres restart), backing off to RECONNECT_MAX_MS; what was sent
 * while it was away is not heard, and the streams are told to catch up (`resync`) once it is back.
 * PGlite's server is one process: its hub is the in-process one (localHub).
 */

export const CHANNEL = "shop_changes";

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface ClosableHub extends LiveHub {
  close(): Promise<void>;
}

export async function postgresHub(url: string, pool: Sql): Promise<ClosableHub> {
  const listeners = new ShopListeners();
  const streams = new StreamRegistry();
  let client: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last NOTIFY sent: the next goes after it. */
  let sent: Promise<void> = Promise.resolve();

  const heard = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      listeners.deliver(JSON.parse(message.payload) as ShopChange);
    } catch {
      console.warn("实时事件：收到无法解析的通知");
    }
  };
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", heard);
    next.on("error", () => dropped(next));
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      if (!again) throw error;
      retry();
      return;
    }
    client = next;
    wait = RECONNECT_MIN_MS;
    if (again) listeners.resync();
  };
  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(true), wait);
    timer.unref?.();
    wait = Math.min(wait * 2, RECONNECT_MAX_MS);
  };
  const dropped = (on: pg.Client) => {
    if (client !== on) return;
    client = null;
    console.warn("实时事件：数据库监听连接中断，稍后重连");
    void on.end().catch(() => undefined);
    retry();
  };
  await connect(false);

  return {
    streams,
    listen: (shop, listener) => listeners.listen(shop, listener),
    publish: (changes) => {
      for (const change of changes) {
        // one NOTIFY after the other, as the changes were made (a call's order, then its 操作日志
        // entry): sent at once on the pool's several connections, they were heard in any order
        sent = sent.then(() => pool.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)])).then(
          () => undefined,
          // a NOTIFY that fails (the database away) leaves this process's own streams to hear it straight
          () => listeners.deliver(change),
        );
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      streams.closeAll();
      const on = client;
      client = null;
      await on?.end().catch(() => undefined);
    },
  };
}
