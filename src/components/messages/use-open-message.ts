import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAccess } from "../../engine/engine-context";
import type { ShopMessageItem } from "./messages.calls";
import { useMarkRead } from "./use-messages";

/** Opening a message: read (if it was not), then its record's page, when the reader may open it. */
export function useOpenMessage(after?: () => void) {
  const navigate = useNavigate();
  const access = useAccess();
  const { read } = useMarkRead();
  return useCallback(async (m: ShopMessageItem) => {
    if (!m.read) await read([m.alias]);
    if (m.link && access.open(m.link)) {
      after?.();
      void navigate(m.link);
    }
  }, [access, after, navigate, read]);
}
