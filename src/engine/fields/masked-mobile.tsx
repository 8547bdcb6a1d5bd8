import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { maskMobile } from "./mask";

// antd's Typography (copyable) loads when a number is revealed, not with every list and detail
const CopyableMobile = lazy(() => import("./copyable-mobile"));

const iconButton = { padding: 0, height: "auto", width: "auto", minWidth: 24, minHeight: 24 } as const;

/**
 * A customer's mobile (a buyer's, a member's), the one way every screen shows it: masked
 * (138****5678) with 显示完整号码, which shows it whole in place, copyable for shipping, until
 * 隐藏号码. A list's cell shows the masked number only (the text type): the reveal is where
 * the record is open (detail, drawer, the order's address). Clicks stay here: a list row or card around it does not open its record.
 */
export function MaskedMobile({ value }: { value: string }) {
  const [shown, setShown] = useState(false);
  const masked = maskMobile(value);
  // nothing to hide: not a mobile number (a landline, a foreign number) shows as it is
  if (masked === value) return <span>{value}</span>;
  const toggle = (e: MouseEvent) => {
    e.stopPropagation();
    setShown((s) => !s);
  };
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {shown ? (
        <Suspense fallback={<span>{value}</span>}>
          <CopyableMobile value={value} />
        </Suspense>
      ) : (
        <span>{masked}</span>
      )}
      <Button
        type="link"
        size="small"
        style={{ ...iconButton, marginInlineStart: 4 }}
        icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        aria-label={shown ? "隐藏号码" : "显示完整号码"}
        title={shown ? "隐藏号码" : "显示完整号码"}
        onClick={toggle}
      />
    </span>
  );
}
