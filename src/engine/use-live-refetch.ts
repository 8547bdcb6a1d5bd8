import { useSubscription, useInvalidate } from "@refinedev/core";
import { useRef } from "react";
import { LIVE_ALL, type LivePayload } from "../providers/live-provider";

/**
 * Refetches on the server's events (decision 0113) what refine's live mode does not reach: a
 * screen's own calls (useCustom: 工作台's figures and to-dos) on every change the session hears
 * (LIVE_ALL), or a list's own query (use-list-table.ts) on its resource's. Debounced by the
 * provider (live-provider.ts): a burst of changes is one refetch.
 */
export function useLiveRefetch(refetch: (payload: LivePayload) => void, channel: string = LIVE_ALL, enabled = true): void {
  // the latest callback, without subscribing again on every render
  const latest = useRef(refetch);
  latest.current = refetch;
  useSubscription({ channel, types: ["*"], enabled, onLiveEvent: (event) => latest.current(event.payload as LivePayload) });
}

/** A resource's lists refetched on its changes (a list whose query is its own, not refine's useList). */
export function useLiveList(resource: string, dataProviderName?: string): void {
  const invalidate = useInvalidate();
  useLiveRefetch(() => void invalidate({ resource, invalidates: ["list"], ...(dataProviderName ? { dataProviderName } : {}) }), `resources/${resource}`);
}
