import type { CSSProperties } from "react";
import { readableOn } from "../../theme/contrast";

/**
 * The colours of the sign-in and register frame (auth.css) as CSS variables, from the settings'
 * theme and primary colour: antd's light and dark tokens, with the light theme's texts made
 * readable (WCAG AA) as accessible-theme.ts makes antd's, without loading antd (/login stays small).
 */

const WHITE = "#ffffff";
const mix = (color: string, part: number, other: string) => `color-mix(in srgb, ${color} ${part}%, ${other})`;

/** antd's light tokens, the ones the frame uses. */
const LIGHT = {
  "--auth-text": "rgba(0, 0, 0, 0.88)",
  "--auth-heading": "rgba(0, 0, 0, 0.88)",
  "--auth-secondary": "rgba(0, 0, 0, 0.62)",
  "--auth-placeholder": readableOn("#bfbfbf", WHITE),
  "--auth-border": "#d9d9d9",
  "--auth-layout": "#f5f5f5",
  "--auth-container": WHITE,
  "--auth-error": readableOn("#ff4d4f", WHITE),
  "--auth-error-bg": "#fff2f0",
  "--auth-error-border": "#ffccc7",
  "--auth-warning-bg": "#fffbe6",
  "--auth-warning-border": "#ffe58f",
  "--auth-success-bg": "#f6ffed",
  "--auth-success-border": "#b7eb8f",
  "--auth-info-bg": "#e6f4ff",
  "--auth-info-border": "#91caff",
};

/** antd's dark tokens, the same ones. */
const DARK: typeof LIGHT = {
  "--auth-text": "rgba(255, 255, 255, 0.85)",
  "--auth-heading": "rgba(255, 255, 255, 0.85)",
  "--auth-secondary": "rgba(255, 255, 255, 0.65)",
  "--auth-placeholder": "rgba(255, 255, 255, 0.45)",
  "--auth-border": "#424242",
  "--auth-layout": "#000000",
  "--auth-container": "#141414",
  "--auth-error": "#dc4446",
  "--auth-error-bg": "#2c1618",
  "--auth-error-border": "#5b2526",
  "--auth-warning-bg": "#2b2111",
  "--auth-warning-border": "#594214",
  "--auth-success-bg": "#162312",
  "--auth-success-border": "#274916",
  "--auth-info-bg": "#111a2c",
  "--auth-info-border": "#15325b",
};

/** The frame's variables for `theme` and `primary` (a #rrggbb). */
export function authPalette(theme: "light" | "dark", primary: string): CSSProperties {
  const dark = theme === "dark";
  const base = dark ? DARK : LIGHT;
  const link = dark ? primary : readableOn(primary, WHITE);
  return {
    ...base,
    "--auth-primary": primary,
    "--auth-primary-hover": mix(primary, 80, WHITE),
    "--auth-primary-bg": dark ? mix(primary, 15, "#000000") : mix(primary, 10, WHITE),
    "--auth-primary-outline": mix(primary, 20, "transparent"),
    "--auth-primary-shadow": mix(primary, 10, "transparent"),
    "--auth-error-outline": mix(base["--auth-error"], 15, "transparent"),
    "--auth-link": link,
    "--auth-link-hover": mix(link, 80, dark ? WHITE : "#000000"),
  } as CSSProperties;
}
