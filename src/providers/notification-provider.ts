import { useNotificationProvider as useAntdNotificationProvider } from "@refinedev/antd";
import type { NotificationProvider } from "@refinedev/core";

/**
 * refine's antd notifications without its error notices: the HTTP client has already
 * toasted every failed call once (spec section 8), and refine would add a second notice
 * ("Error (status code: …)") for each failed useList/useOne/useForm. Success and undo
 * notices pass through.
 */
export function useNotificationProvider(): NotificationProvider {
  const antd = useAntdNotificationProvider();
  return {
    ...antd,
    open: (params) => {
      if (params.type !== "error") antd.open(params);
    },
  };
}
