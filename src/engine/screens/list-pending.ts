import "./list-pending.css";

/**
 * Marks a list busy while a switch waits for its rows (use-list-table.ts), on the element
 * itself: a render for it would be a commit of its own before the rows' (issue 38, item 2).
 * aria-busy tells a screen reader; list-pending.css draws it after a moment, so a quick answer
 * shows no flash.
 */
export function markPending(box: HTMLElement | null, busy: boolean): void {
  if (!box) return;
  if (busy) box.setAttribute("aria-busy", "true");
  else box.removeAttribute("aria-busy");
}

/** The theme's colours for list-pending.css, on the list's box. */
export function pendingColors(primary: string, background: string): React.CSSProperties {
  return { "--list-pending-color": primary, "--list-pending-mask": background } as React.CSSProperties;
}
