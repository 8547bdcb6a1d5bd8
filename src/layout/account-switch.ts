import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onSignedInElsewhere } from "../providers/session";

/**
 * When another tab signs in (perhaps as another merchant: the cookie is shared), nothing
 * loaded for the previous account stays on screen: every cached answer is dropped and the
 * screens on show ask again, with the new token. Inside <Refine> (its QueryClient).
 */
export function useForgetPreviousAccount(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSignedInElsewhere(() => void queryClient.resetQueries()), [queryClient]);
}

/** The hook as an element, for the children of <Refine>. */
export function ForgetPreviousAccount(): null {
  useForgetPreviousAccount();
  return null;
}
