/**
 * richtext: HTML edited with TipTap. The editor is a separate chunk (React.lazy) so forms
 * without rich text never download it. Details render the HTML sanitised (sanitize.ts).
 */
import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import type { FieldType } from "./field-type";
import type { RichTextEditorProps } from "./richtext-editor";
import { sanitizeHtml } from "./sanitize";
import { OneLine, orEmpty } from "./shared";

const Editor = lazy(() => import("./richtext-editor"));

/** Form.Item's value/onChange reach the editor through this wrapper (not through Suspense). */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** The text of some HTML (no markup, entities decoded). */
export function htmlText(html: string): string {
  const safe = sanitizeHtml(html);
  if (typeof DOMParser === "undefined") return safe.replace(/<[^>]*>/g, "");
  return new DOMParser().parseFromString(safe, "text/html").body.textContent ?? "";
}

export const richtext: FieldType = {
  column: (value) => orEmpty(value, (html: unknown) => <OneLine text={htmlText(String(html))} />),
  detail: (value) =>
    orEmpty(value, (html: unknown) => (
      <div className="engine-richtext" style={{ overflowWrap: "anywhere" }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(html)) }} />
    )),
  input: (field) => <RichTextInput label={field.label} />,
  listByDefault: false,
};
