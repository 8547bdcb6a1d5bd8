import type { ReactNode } from "react";

/**
 * Lines of a filled template, each its own line. `wrap` false: each kept whole (a date range's
 * start and end), its column as wide as the widest; true: a long line (an item's name) may wrap
 * inside itself, its last word kept with the count after it, and is never cut. Plain elements,
 * no component: list cells draw these in every row (issue 26).
 */
export function templateLines(lines: readonly string[], wrap = false): ReactNode {
  const style = wrap ? { display: "block", overflowWrap: "anywhere" as const } : { display: "block", whiteSpace: "nowrap" as const };
  return (
    <span style={{ display: "inline-block", maxWidth: "100%" }}>
      {lines.map((line, i) => (
        <span key={i} style={style}>{wrap ? line.replace(/ (?=\S+$)/, "\u00a0") : line}</span>
      ))}
    </span>
  );
}
