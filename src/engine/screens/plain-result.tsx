import { CloseCircleFilled, QuestionCircleFilled } from "@ant-design/icons";
import { theme } from "antd";
import type { ReactNode } from "react";

interface PlainResultProps {
  /** "error": something failed; "404": what was asked for is not there. */
  status: "error" | "404";
  title: string;
  subTitle: string;
  /** The buttons under the text. */
  children?: ReactNode;
}

/**
 * antd's `<Result>` look (icon, title, text, buttons) without its 403/404/500 illustrations,
 * which are ~10 KiB gzip in every chunk that imports Result (issue 12). Used where a failure
 * shows on screens that must load light: a list's failed call, a record that did not load, and
 * the console's own error page (src/layout/error-boundary.tsx, in the entry chunk).
 * `className` `console-result console-result-<status>` lets browser tests find it.
 */
export function PlainResult({ status, title, subTitle, children }: PlainResultProps) {
  const { token } = theme.useToken();
  const Icon = status === "404" ? QuestionCircleFilled : CloseCircleFilled;
  return (
    <div role="alert" className={`console-result console-result-${status}`} style={{ padding: "48px 32px", textAlign: "center" }}>
      <Icon style={{ fontSize: 72, color: status === "404" ? token.colorWarning : token.colorError, marginBottom: 24 }} />
      <div className="console-result-title" style={{ fontSize: 24, lineHeight: 1.33, color: token.colorTextHeading, marginBlock: 8 }}>
        {title}
      </div>
      <div style={{ fontSize: 14, color: token.colorTextDescription }}>{subTitle}</div>
      {children && <div style={{ marginTop: 24 }}>{children}</div>}
    </div>
  );
}
