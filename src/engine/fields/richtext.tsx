/**
 * richtext: HTML edited with TipTap. The editor is a separate chunk (React.lazy) so forms
 * without rich text never download it. Details render the HTML sanitised (sanitize.ts, also a
 * chunk of its own: DOMPurify is ~11 KiB gzip, and a list's column needs only the text).
 */
import { Skeleton } from "antd";
import type { FieldType } from "./field-type";
import type { RichTextEditorProps } from "./richtext-editor";
import type { SafeHtmlProps } from "./safe-html";
import { lazyControl } from "./lazy-control";
import { oneLine, orEmpty } from "./shared";

/** Form.Item's value/onChange reach the editor through this wrapper. */
export const RichTextInput = lazyControl<RichTextEditorProps>(
  () => import("./richtext-editor").then((m) => m.default),
  () => <Skeleton active paragraph={{ rows: 4 }} />,
);

const SafeHtml = lazyControl<SafeHtmlProps>(
  () => import("./safe-html").then((m) => m.SafeHtml),
  ({ html }) => <Skeleton active title={false} paragraph={{ rows: Math.min(4, Math.ceil(html.length / 200)) }} />,
);

/**
 * The text of some HTML (no markup, entities decoded). Not sanitised first: a document made by
 * DOMParser is inert (its scripts never run and its images never load), and only text leaves it.
 */
export function htmlText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, "");
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

export const richtext: FieldType = {
  column: (value) => orEmpty(value, (html: unknown) => oneLine(htmlText(String(html)))),
  detail: (value) => orEmpty(value, (html: unknown) => <SafeHtml html={String(html)} />),
  input: (field) => <RichTextInput label={field.label} />,
  preload: () => Promise.all([RichTextInput.preload(), SafeHtml.preload()]),
  columnWidth: () => ({ minWidth: 200 }),
  listByDefault: false,
};
