import type { QueryClientConfig } from "@tanstack/react-query";
import { isNetworkError } from "./http";
import { markRetried } from "./notify";

/** A query that got no answer is tried once more, silently (decision 0007). */
export const SILENT_NETWORK_RETRIES = 1;

/**
 * Queries: no retry on an answer (a business code or an HTTP status cannot change by
 * asking again); one silent retry when there was no answer, whose first failure is not
 * toasted. react-query calls this with the failures so far (0 on the first).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const again = isNetworkError(error) && failureCount < SILENT_NETWORK_RETRIES;
  if (again) markRetried(error);
  return again;
}

/**
 * The QueryClient refine builds (options.reactQuery.clientConfig). networkMode "always":
 * a call made offline fails at once and says so (网络已断开…) instead of react-query
 * pausing it until the connection is back (a save button spinning in silence, then
 * saving minutes later). Mutations are never retried: a save whose answer was lost may
 * have been stored.
 */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: retryQuery, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
};
