/**
 * Skeletons, not spinners (issue 51, item 4, decision 0129): while a screen's code or data loads
 * it shows its own shape, in the box the loaded screen takes, so nothing moves when it arrives.
 * Plain blocks (skeleton.css), not antd's Skeleton: no component and no runtime style for the
 * first screen to evaluate. A loading region is busy for a screen reader, which hears one 加载中;
 * the blocks themselves are hidden from it.
 */
import "./skeleton.css";
import type { CSSProperties, ReactNode } from "react";
import type { View } from "../route-types";

export interface SkeletonBlockProps {
  /** The block's box: a text line's 22 px unless said. */
  height?: number;
  /** Its bar's width: a share ("60%") or pixels. */
  width?: number | string;
  /** The whole box drawn (a picture, a button, an input), not a text line's bar in it. */
  fill?: boolean;
  style?: CSSProperties;
}

/** One block of a skeleton. */
export function SkeletonBlock({ height = 22, width = "100%", fill = false, style }: SkeletonBlockProps) {
  const size = { "--skeleton-h": `${height}px`, "--skeleton-w": typeof width === "number" ? `${width}px` : width } as CSSProperties;
  return <span aria-hidden="true" className={fill ? "skeleton-block skeleton-fill" : "skeleton-block"} style={{ ...size, ...style }} />;
}

/** What a screen reader hears of a loading region, once. */
export const LOADING_TEXT = "加载中";

/** The words a busy region holds for a screen reader (visually hidden). */
export const LoadingText = () => <span className="visually-hidden" role="status">{LOADING_TEXT}</span>;

/** A loading region: aria-busy, one 加载中, and the skeleton drawn inside (hidden from a screen reader). */
export function BusyRegion({ children, style, className }: { children: ReactNode; style?: CSSProperties; className?: string }) {
  return (
    <div aria-busy="true" className={className} style={style}>
      <LoadingText />
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A faint line, as antd's borders. */
const RULE = "1px solid color-mix(in srgb, currentColor 10%, transparent)";

/** Bar widths that vary row by row, so a skeleton reads as text, not as a grid. */
const WIDTHS = ["72%", "56%", "84%", "64%", "48%", "76%"];
export const barWidth = (i: number): string => WIDTHS[i % WIDTHS.length] ?? "60%";

/** Text lines of a block of content (a custom record page's, a details' body). */
export function LinesSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div style={{ display: "grid", gap: 12 }}>
      {Array.from({ length: lines }, (_, i) => <SkeletonBlock key={i} width={barWidth(i)} />)}
    </div>
  );
}

/** Labelled rows (a form's fields, a detail's rows) when the labels are not known: a label's bar and a value's box. */
export function FieldRowsSkeleton({ rows = 6, height = 32, labelWidth = 140 }: { rows?: number; height?: number; labelWidth?: number }) {
  return (
    <div style={{ display: "grid", gap: 24, maxWidth: 780 }}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ display: "flex", gap: 16, alignItems: "center" }}>
          <SkeletonBlock height={height} width="70%" style={{ flex: `0 0 ${labelWidth}px` }} />
          <SkeletonBlock height={height} fill style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}

/** A list's table while nothing about it is known (its code loads): a header and rows of one line. */
export function TableRowsSkeleton({ rows, rowHeight = 47 }: { rows: number; rowHeight?: number }) {
  return (
    <div>
      <SkeletonBlock height={rowHeight} fill style={{ opacity: 0.7, borderRadius: "8px 8px 0 0" }} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ height: rowHeight, display: "flex", alignItems: "center", gap: 16, padding: "0 8px", borderBottom: RULE }}>
          <SkeletonBlock width={barWidth(i)} style={{ flex: 2 }} />
          <SkeletonBlock width="50%" style={{ flex: 1 }} />
          <SkeletonBlock width="40%" style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * A phone's list cards while they load (list-cards.tsx), in a card's own box: antd's small Card
 * (a 38 px head), a label and value line per field, 6 px apart, and the buttons' line under a rule.
 */
export function CardsSkeleton({ cards = 3, lines = 3 }: { cards?: number; lines?: number }) {
  return (
    <div aria-hidden="true" data-skeleton="">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} style={{ paddingBottom: 12 }}>
          <div style={{ border: RULE, borderRadius: 8 }}>
            <div style={{ minHeight: 38, padding: "0 12px", display: "flex", alignItems: "center", borderBottom: RULE }}>
              <SkeletonBlock width="45%" style={{ flex: 1 }} />
            </div>
            <div style={{ padding: 12 }}>
              <div style={{ display: "grid", gridTemplateColumns: "64px minmax(0, 1fr)", gap: "6px 12px" }}>
                {Array.from({ length: lines }, (_, j) => [<SkeletonBlock key={`l${j}`} />, <SkeletonBlock key={`v${j}`} width={barWidth(i + j)} />])}
              </div>
              <div style={{ marginTop: 8, paddingTop: 8, borderTop: RULE }}>
                <SkeletonBlock height={24} width={120} fill style={{ width: 120 }} />
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** A screen's card (antd Card's box, plain): a title bar, then the body. */
function CardSkeleton({ children, phone }: { children: ReactNode; phone: boolean }) {
  return (
    <div style={{ border: RULE, borderRadius: 8 }}>
      <div style={{ height: phone ? 38 : 56, padding: phone ? "0 12px" : "0 24px", display: "flex", alignItems: "center", borderBottom: RULE }}>
        <SkeletonBlock width={120} style={{ flex: "0 0 120px" }} />
      </div>
      <div style={{ padding: phone ? 12 : 24 }}>{children}</div>
    </div>
  );
}

/**
 * A screen whose code is on its way (the layout's Suspense, a custom page's parts): the shape of
 * its view, as far as it is known without the screen: a list's card, filter bar and rows, a form's
 * or a detail's labelled rows.
 */
export function ScreenSkeleton({ view, phone = false }: { view: View | undefined; phone?: boolean }) {
  const body =
    view === "list" ? (
      phone ? <CardsSkeleton /> : (
        <>
          <SkeletonBlock height={32} fill width="100%" style={{ maxWidth: 640, marginBottom: 24, opacity: 0.6 }} />
          <TableRowsSkeleton rows={10} />
        </>
      )
    ) : view === "create" || view === "edit" ? <FieldRowsSkeleton /> : view === "detail" ? <FieldRowsSkeleton height={22} /> : <LinesSkeleton />;
  return (
    <BusyRegion>
      <CardSkeleton phone={phone}>{body}</CardSkeleton>
    </BusyRegion>
  );
}
