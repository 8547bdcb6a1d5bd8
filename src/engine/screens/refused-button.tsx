import { Button, Tooltip } from "antd";
import type { ReactNode } from "react";

/**
 * A row's button for something the server will refuse on this record (删除 of a running
 * coupon): disabled, with the reason as its tooltip. The wrapper takes the pointer and the
 * focus a disabled button does not, so the reason shows on hover and on Tab alike, and is
 * the button's description for a screen reader.
 */
export function RefusedButton({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Tooltip title={reason} trigger={["hover", "focus"]}>
      <span tabIndex={0} aria-label={`${String(children)}：${reason}`} role="button" aria-disabled="true" style={{ display: "inline-block", cursor: "not-allowed" }}>
        <Button type="link" size="small" danger disabled tabIndex={-1} aria-hidden style={{ pointerEvents: "none" }}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
