import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forgetAheadOnInvalidate } from "../providers/calls-ahead";

/**
 * A call read ahead that no screen took is dropped when an answer is marked stale (a save, a
 * row's action, a page's write: calls-ahead.ts says why). Inside <Refine> (its QueryClient).
 */
export function ForgetStaleReadsAhead(): null {
  const queryClient = useQueryClient();
  useEffect(() => forgetAheadOnInvalidate(queryClient), [queryClient]);
  return null;
}
