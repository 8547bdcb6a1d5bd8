import type { MouseEvent, ReactNode } from "react";

/** How a row's links go to their route: react-router's navigate, one for all the rows. */
export type Go = (to: string) => void;

/** A plain left click, not meant for a new tab or window (as react-router's Link tells). */
const inApp = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * A row's link (查看, 编辑, a link action): an `<a href>` to the route, followed in the app on a
 * plain click as react-router's Link does; a modified or middle click is the browser's (a new
 * tab). Not react-router's Link (issue 26): each of those reads the location and redrew with
 * every URL change, 40 on a page of 20 rows; the paths here are whole (linkTarget), the console
 * has no basename, and one `go` serves every row.
 */
export function rowLink(to: string, go: Go, children: ReactNode, key?: string) {
  const follow = (e: MouseEvent) => {
    if (!inApp(e)) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a key={key} href={to} onClick={follow}>
      {children}
    </a>
  );
}
