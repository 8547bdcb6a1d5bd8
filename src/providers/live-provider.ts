import type { LiveEvent, LiveProvider } from "@refinedev/core";
import { listenLive, type LiveChange } from "./live-connection";

/**
 * refine's liveProvider over the server's event stream (decision 0113; live-connection.ts): a
 * subscription of channel `resources/<name>` (refine's lists, details and counts under
 * `liveMode: "auto"`, which refetch on it) hears that resource's changes; LIVE_ALL (工作台's
 * figures: live-refetch.ts) hears every change. A burst of changes is handed on once, DEBOUNCE_MS
 * after the last, naming every record it touched (a 批量发货 is one refetch, not a hundred). After
 * the stream was away (`resync`) every subscription is told, with no ids: all it shows is refetched.
 */

export const DEBOUNCE_MS = 300;

/** The channel that hears every resource's changes. */
export const LIVE_ALL = "*";

/** What an event of a burst carries besides refine's fields: who made it, and whether all of it was this person's. */
export interface LivePayload {
  ids?: string[];
  resources: string[];
  who: string | null;
  mine: boolean;
  /** A catch-up after the stream was away: whatever is shown is refetched, though nothing is known to have changed. */
  resync: boolean;
}

interface Subscription {
  stop(): void;
}

interface Burst {
  ids: Set<string>;
  /** A change named no records (many, or a catch-up): the whole resource. */
  all: boolean;
  types: Set<string>;
  resources: Set<string>;
  who: string | null;
  mine: boolean;
  resync: boolean;
}

const resourceOf = (channel: string) => channel.replace(/^resources\//, "");

export const liveProvider: LiveProvider = {
  subscribe({ channel, types, callback }): Subscription {
    const resource = resourceOf(channel);
    let burst: Burst | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const b = burst;
      burst = null;
      if (!b) return;
      const payload: LivePayload = { resources: [...b.resources], who: b.who, mine: b.mine, resync: b.resync, ...(b.all ? {} : { ids: [...b.ids] }) };
      const event: LiveEvent = { channel, type: b.types.size === 1 ? [...b.types][0] ?? "*" : "*", payload, date: new Date() };
      callback(event);
    };
    const stopListening = listenLive((change: LiveChange | "resync") => {
      if (change !== "resync") {
        if (channel !== LIVE_ALL && change.resource !== resource) return;
        if (!types.includes("*") && !types.includes(change.action)) return;
      }
      burst ??= { ids: new Set(), all: false, types: new Set(), resources: new Set(), who: null, mine: true, resync: false };
      if (change === "resync") {
        burst.all = true;
        burst.types.add("*");
        burst.mine = false;
        burst.resync = true;
      } else {
        for (const id of change.aliases) burst.ids.add(id);
        if (!change.aliases.length) burst.all = true;
        burst.types.add(change.action);
        burst.resources.add(change.resource);
        burst.who = change.who ?? burst.who;
        burst.mine &&= change.mine;
        burst.resync = false;
      }
      clearTimeout(timer);
      timer = setTimeout(flush, DEBOUNCE_MS);
    });
    return {
      stop: () => {
        clearTimeout(timer);
        stopListening();
      },
    };
  },
  unsubscribe(subscription: Subscription) {
    subscription.stop();
  },
};
