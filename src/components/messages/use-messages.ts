import { useSubscription } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { request } from "../../providers/http";
import { MESSAGE_LIST, MESSAGE_READ, MESSAGE_READ_ALL, MESSAGE_UNREAD_COUNT, type MessagePage } from "./messages.calls";

/**
 * 消息中心's reads in the console (decision 0114): the bell's count, the drawer's and the page's
 * lists, one query key family ("messages"), so a read or 全部已读 anywhere refetches them all.
 * They refetch on focus (react-query's refetchOnWindowFocus), on the live events of resource
 * "message" (the server publishes one when a message row is written: the console's liveProvider,
 * decision 0113; a stream that dropped catches up when it is back). No timed poll: each call
 * slides the session, so a poll would keep an idle console signed in for ever.
 */

export const MESSAGES_KEY = "messages";
/** Refetches every message query when a message of the reader's is written (no-op without a liveProvider). */
export function useMessagesLive(): void {
  const client = useQueryClient();
  useSubscription({
    channel: "resources/message",
    types: ["*"],
    params: { resource: "message" },
    onLiveEvent: () => void client.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
  });
}

/** The signed-in person's unread count (0 until known). */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: [MESSAGES_KEY, "unread-count"],
    // silent: a failed count shows nothing (the bell keeps its last); a 401 is the session's to handle on the next call
    queryFn: () => request<{ count: number }>(MESSAGE_UNREAD_COUNT, {}, { silent: true }),
    refetchOnWindowFocus: true,
  });
  return query.data?.count ?? 0;
}

export interface MessageQuery {
  page: number;
  page_size: number;
  /** 0 未读, undefined 全部. */
  read?: 0;
  type?: string;
}

/** A page of the signed-in person's messages. */
export function useMessagePage(asked: MessageQuery, enabled = true) {
  return useQuery({
    queryKey: [MESSAGES_KEY, "list", asked],
    queryFn: () => request<MessagePage>(MESSAGE_LIST, asked),
    refetchOnWindowFocus: true,
    enabled,
  });
}

/** 标记已读 (some aliases) and 全部已读: then every message query asks again. */
export function useMarkRead() {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: [MESSAGES_KEY] }), [client]);
  const read = useCallback(async (aliases: string[]) => {
    if (!aliases.length) return;
    await request(MESSAGE_READ, { aliases });
    await refresh();
  }, [refresh]);
  const readAll = useCallback(async () => {
    await request(MESSAGE_READ_ALL, {});
    await refresh();
  }, [refresh]);
  return { read, readAll };
}
