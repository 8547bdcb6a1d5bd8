import type { ShopChange } from "./changes";

/**
 * Where the committed changes of the shops meet their open streams (decision 0113): a call
 * publishes what it wrote once its transaction is stored, and each stream of the shop hears it
 * with an id that only grows. In one process (the page, the tests, PGlite's one server process)
 * the hub hands a change straight to its listeners; across the processes of one Postgres the
 * server's hub publishes through NOTIFY and hears every process's changes, its own included, by
 * LISTEN (src/server/live-notify.ts), so the listeners are handed them here, by `deliver`.
 */

/** A change as a stream hears it: with its id (growing, never repeated in the process). */
export interface HeardChange extends ShopChange {
  id: number;
}

/** Hears a change, or null: changes may have been missed (the hub's connection was away), catch up. */
export type ChangeListener = (change: HeardChange | null) => void;

export interface LiveHub {
  /** Sends the changes of a stored transaction to every process's streams of their shops. */
  publish(changes: readonly ShopChange[]): void;
  /** Hears the shop's changes until the returned function is called. */
  listen(shop: string, listener: ChangeListener): () => void;
  /** The streams open on this process (bounded per session: events-route.ts). */
  readonly streams: StreamRegistry;
}

/**
 * The listeners of this process by shop, each change handed to them with the next id: ids start
 * at the process's start time in microseconds, so a restarted server's ids still grow past the
 * ones its streams sent before (a reconnecting reader sees them growing).
 */
export class ShopListeners {
  private readonly byShop = new Map<string, Set<ChangeListener>>();
  private last = Date.now() * 1000;

  listen(shop: string, listener: ChangeListener): () => void {
    let set = this.byShop.get(shop);
    if (!set) this.byShop.set(shop, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.byShop.get(shop) === set) this.byShop.delete(shop);
    };
  }

  deliver(change: ShopChange): void {
    const listeners = this.byShop.get(change.shop);
    if (!listeners) return;
    this.last += 1;
    tell(listeners, { ...change, id: this.last });
  }

  /** Tells every listener it may have missed changes (each stream's console refetches what it shows). */
  resync(): void {
    for (const listeners of this.byShop.values()) tell(listeners, null);
  }
}

function tell(listeners: Set<ChangeListener>, change: HeardChange | null): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      // one stream's failure (a closed socket) never stops the others hearing it
      console.error("实时事件推送失败", error instanceof Error ? error.name : "error");
    }
  }
}

/** A stream this process holds open. */
export interface OpenStream {
  close(): void;
}

/**
 * The streams open per session (a session's tabs), bounded: one past `max` is refused (not the
 * oldest closed: seven tabs would then close each other in turn for good); its tab tries again
 * later, after a closed tab's stream has gone.
 */
export class StreamRegistry {
  private readonly bySession = new Map<string, OpenStream[]>();
  constructor(readonly max = MAX_STREAMS_PER_SESSION) {}

  /** Registers the stream: its removal, or null when the session holds `max` already. */
  open(session: string, stream: OpenStream): (() => void) | null {
    const list = this.bySession.get(session) ?? [];
    if (list.length >= this.max) return null;
    list.push(stream);
    this.bySession.set(session, list);
    return () => {
      const at = list.indexOf(stream);
      if (at >= 0) list.splice(at, 1);
      if (!list.length && this.bySession.get(session) === list) this.bySession.delete(session);
    };
  }

  /** Closes every stream (the server stopping: an open stream would hold its close forever). */
  closeAll(): void {
    for (const list of [...this.bySession.values()]) for (const stream of [...list]) stream.close();
    this.bySession.clear();
  }

  count(session: string): number {
    return this.bySession.get(session)?.length ?? 0;
  }
}

/** The most streams one session keeps open (its tabs). */
export const MAX_STREAMS_PER_SESSION = 6;

/** The hub of one process: a change published is heard by this process's streams only. */
export function localHub(): LiveHub {
  const listeners = new ShopListeners();
  return {
    publish: (changes) => {
      for (const change of changes) listeners.deliver(change);
    },
    listen: (shop, listener) => listeners.listen(shop, listener),
    streams: new StreamRegistry(),
  };
}
