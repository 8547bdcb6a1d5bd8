import { Tooltip } from "antd";
import { useState, type ReactNode } from "react";
import { LinkButton } from "../fields/link-button";
import { useOnceTrue } from "../use-once-true";

const BOX = { display: "inline-block", cursor: "not-allowed" };
const NO_POINTER = { pointerEvents: "none" as const };
const FLUSH_NO_POINTER = { ...NO_POINTER, padding: 0 };

/**
 * A row's button for something the server will refuse on this record (删除 of a running
 * coupon, 编辑 of someone above the signed-in employee): disabled, with the reason as its tooltip. The wrapper takes the pointer and the
 * focus a disabled button does not, so the reason shows on hover and on Tab alike, and is
 * the button's description for a screen reader.
 *
 * antd's Tooltip is made when first wanted (issue 26): most rows of a list can have one (删除 of
 * goods on sale), and the tooltip's trigger is a dozen components a row. The wrapper stays the
 * same element throughout, so it keeps the pointer and the focus; the tooltip, once there,
 * follows them.
 */
interface RefusedButtonProps {
  reason: string;
  /** 删除 and a dangerous action: red, greyed; 编辑: the link's colour, greyed. */
  danger?: boolean;
  /** Without padding, as 查看 and 编辑 stand (row-actions.tsx), so the row keeps its width. */
  flush?: boolean;
  children: ReactNode;
}

export function RefusedButton({ reason, danger = true, flush = false, children }: RefusedButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wanted = useOnceTrue(hovered || focused);
  const button = (
    <LinkButton danger={danger} disabled shadowed style={flush ? FLUSH_NO_POINTER : NO_POINTER}>
      {children}
    </LinkButton>
  );
  return (
    <span
      tabIndex={0}
      aria-label={`${String(children)}：${reason}`}
      role="button"
      aria-disabled="true"
      style={BOX}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {wanted ? (
        <Tooltip title={reason} open={hovered || focused}>
          <span style={BOX}>{button}</span>
        </Tooltip>
      ) : (
        <span style={BOX}>{button}</span>
      )}
    </span>
  );
}
