import { useState } from "react";
import { LinkButton } from "./link-button";
import { MASK } from "./shared";

const REVEAL = { padding: 0, height: "auto" };

/** `secret` fields: masked until clicked (a list of 卡密 has one a row: antd's markup, link-button.tsx). */
export function SecretText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  if (shown) return <span>{text}</span>;
  return (
    <LinkButton title="点击查看" style={REVEAL} onClick={() => setShown(true)}>
      {MASK}
    </LinkButton>
  );
}
