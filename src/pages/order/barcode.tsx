import JsBarcode from "jsbarcode";
import { useLayoutEffect, useRef } from "react";

/**
 * A Code 128 barcode drawn by jsbarcode into SVG (issue 49 item 5: the 运单号 on a 快递面单): vector,
 * so it prints sharp on a 203 dpi thermal printer at any size. The bars only: the number is
 * printed beside it by the label, large enough to type in by hand.
 */
export function Code128({ value, height = 56 }: { value: string; height?: number }) {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (ref.current) JsBarcode(ref.current, value, { format: "CODE128", height, width: 2, margin: 0, displayValue: false, background: "#fff", lineColor: "#000" });
  }, [value, height]);
  // jsbarcode sets the SVG's size in px from the bars; the label's CSS fits it to the label's width
  return <svg ref={ref} className="code128" role="img" aria-label={`运单号条码 ${value}`} data-value={value} />;
}
