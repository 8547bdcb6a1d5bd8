/** A richtext value drawn as HTML, sanitised (DOMPurify): a chunk of its own (richtext.tsx). */
import { sanitizeHtml } from "./sanitize";

export interface SafeHtmlProps {
  html: string;
}

export const SafeHtml = ({ html }: SafeHtmlProps) => (
  <div className="engine-richtext" style={{ overflowWrap: "anywhere" }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
);
