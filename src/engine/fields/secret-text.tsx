import { Button } from "antd";
import { useState } from "react";
import { AntdMarkup, classes, type MarkupClasses } from "./antd-markup";
import { MASK } from "./shared";

const REVEAL = { padding: 0, height: "auto" };
const TITLE = "点击查看";
const BUTTON = ["Button"] as const;

/** antd's small link Button as it draws itself (antd-markup.tsx): a list of 卡密 has one a row. */
const linkButton =
  (onClick: () => void) =>
  ({ cls, hash }: MarkupClasses) => (
    <button
      title={TITLE}
      type="button"
      className={classes(cls("btn"), hash, cls("btn", "link"), cls("btn", "color", "link"), cls("btn", "variant", "link"), cls("btn", "sm"))}
      style={REVEAL}
      onClick={onClick}
    >
      <span>{MASK}</span>
    </button>
  );

/** `secret` fields: masked until clicked. */
export function SecretText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  if (shown) return <span>{text}</span>;
  const show = () => setShown(true);
  const real = (
    <Button type="link" size="small" title={TITLE} style={REVEAL} onClick={show}>
      {MASK}
    </Button>
  );
  return <AntdMarkup styles={BUTTON} real={real} markup={linkButton(show)} />;
}
