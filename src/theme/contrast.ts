// WCAG 2 contrast between two opaque #rrggbb colours, and the nearest readable shade of a colour.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** Relative luminance (WCAG 2.x definition). */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * `color` itself when it reaches `min` against `background`, else the first shade of it mixed
 * toward black (in 4% steps) that does: the same hue, only as much darker as it has to be.
 */
export function readableOn(color: string, background: string, min = AA_TEXT): string {
  const rgb = parseHex(color);
  for (let dark = 0; dark <= 1; dark += 0.04) {
    const shade = toHex(rgb.map((c) => c * (1 - dark)) as Rgb);
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return "#000000";
}
