import type { QueryClientConfig } from "@tanstack/react-query";

/**
 * The QueryClient refine builds (options.reactQuery.clientConfig).
 *
 * No call is retried (decision 0038, after 0007), queries or mutations, whatever the failure:
 * - an answer (a business code, an HTTP status) cannot change by asking again;
 * - a timeout: VITE_REQUEST_TIMEOUT is the time a merchant waits; a retry made it twice that
 *   and more (react-query's pause between tries), for a server that was already slow;
 * - no answer (dropped, refused): the failure says so at once, and the screen offers to try
 *   again (a list's 刷新, a record's 重试, a route's 重新加载); lists ask again by themselves
 *   when the browser is back online (react-query's refetchOnReconnect: a new call, on an event);
 * - a save whose answer was lost may have been stored: only the merchant may send it again.
 *
 * networkMode "always": a call made offline fails at once and says so (网络已断开…) instead
 * of react-query pausing it until the connection is back (a save button spinning in
 * silence, then saving minutes later).
 */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: false, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
};
