import type { PresetColorKey } from "antd/es/theme/interface";

/**
 * antd's preset colours (its PresetColors, which tests/engine/option-colors.test.ts holds this
 * to), written here: the server checks the configs at its start (decision 0122), and Node cannot
 * load antd's theme module (its ES build imports files without their extension).
 */
export const PRESET_COLORS = ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"] as const satisfies readonly PresetColorKey[];

/** antd Badge statuses: an option of a status field is a dot in one of these. */
export const BADGE_STATUSES = ["success", "processing", "default", "error", "warning"] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** A colour an enum option can be drawn in: a Badge status, an antd preset colour (blue, cyan…) or a hex colour. */
export type OptionColor = BadgeStatus | PresetColorKey | `#${string}`;

export const isBadgeStatus = (color: unknown): color is BadgeStatus => BADGE_STATUSES.includes(color as BadgeStatus);

/** Whether both a Badge dot and a Tag can draw the colour (the config check refuses others). */
export const isOptionColor = (color: unknown): color is OptionColor =>
  isBadgeStatus(color) ||
  (PRESET_COLORS as readonly string[]).includes(color as string) ||
  (typeof color === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color));

/** Every colour a config may name, for the config check's message. */
export const OPTION_COLOR_NAMES = [...BADGE_STATUSES, ...PRESET_COLORS, "#rrggbb"];
