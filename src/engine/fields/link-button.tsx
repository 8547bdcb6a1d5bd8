import { Button } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { AntdMarkup, classes } from "./antd-markup";

const BUTTON = ["Button"] as const;

interface LinkButtonProps {
  children: ReactNode;
  onClick?: () => void;
  danger?: boolean;
  title?: string;
  style?: CSSProperties;
  disabled?: boolean;
  /** Out of the tab order and of the accessibility tree: a wrapper speaks for it (refused-button.tsx). */
  shadowed?: boolean;
}

/**
 * antd's small link Button (`type="link" size="small"`), drawn as antd's own markup once its
 * styles are in the page (antd-markup.tsx): a list has one to four on each row (its actions,
 * 卡密's 点击查看), and the component draws its motion and loading icon for each. A link
 * button has no click wave and no space between two Chinese characters, so the markup loses
 * nothing a merchant sees or uses.
 */
export function LinkButton({ children, onClick, danger = false, title, style, disabled, shadowed }: LinkButtonProps) {
  const hide = shadowed ? { tabIndex: -1, "aria-hidden": true } : {};
  const real = (
    <Button type="link" size="small" danger={danger} title={title} {...hide} style={style} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
  return (
    <AntdMarkup
      styles={BUTTON}
      real={real}
      markup={({ cls, hash }) => (
        // in antd's order of attributes: the same HTML (tests/engine/fields/antd-markup.test.tsx)
        <button
          title={title}
          {...hide}
          type="button"
          className={classes(
            cls("btn"), hash, cls("btn", "link"), danger && cls("btn", "dangerous"),
            cls("btn", "color", danger ? "dangerous" : "link"), cls("btn", "variant", "link"), cls("btn", "sm"),
          )}
          style={style}
          disabled={disabled}
          onClick={onClick}
        >
          <span>{children}</span>
        </button>
      )}
    />
  );
}
