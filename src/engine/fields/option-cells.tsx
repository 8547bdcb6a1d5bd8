/**
 * Enum and flag values in a list cell: the badges of options.tsx (OptionBadge) as antd's markup
 * (antd-markup.tsx), a status dot, a coloured dot or a tag, so a page of rows runs no Badge or Tag.
 */
import { Fragment, type CSSProperties, type ReactNode } from "react";
import { PresetColors, type PresetColorKey } from "antd/es/theme/interface";
import { isBadgeStatus } from "../option-colors";
import type { EnumOption } from "../types";
import { AntdMarkup, classes, type AntdStyle, type MarkupClasses } from "./antd-markup";
import { findOption, optionLook, renderOptions, type OptionLook } from "./options";
import { EMPTY, spaced, toArray } from "./shared";

const isPreset = (color: string | undefined): color is PresetColorKey => PresetColors.includes(color as PresetColorKey);

/** antd's Badge with `status` (or `color`) and `text`, as it draws itself. */
function dotMarkup(option: EnumOption, { cls, hash }: MarkupClasses): ReactNode {
  const color = option.color;
  const status = isBadgeStatus(color) || !color ? (color ?? "default") : undefined;
  const preset = !status && isPreset(color) ? color : undefined;
  const own: CSSProperties | undefined = !status && !preset && color ? { color, background: color } : undefined;
  return (
    <span className={classes(cls("badge"), cls("badge", "status"), cls("badge", "not-a-wrapper"), hash)}>
      <span className={classes(cls("badge", "status", "dot"), status && cls("badge", "status", status), preset && cls("badge", "color", preset))} style={own} />
      <span className={cls("badge", "status", "text")}>{option.label}</span>
    </span>
  );
}

/** antd's Tag with a colour (a preset's class, else its background), as it draws itself. */
export function tagMarkup(label: ReactNode, color: string | undefined, { cls, hash }: MarkupClasses): ReactNode {
  const named = isPreset(color) || isBadgeStatus(color);
  const style = color && !named ? { backgroundColor: color } : undefined;
  return (
    <span className={classes(cls("tag"), named && cls("tag", color), Boolean(color && !named) && cls("tag", "has-color"), hash)} style={style}>
      {label}
    </span>
  );
}

/** The styles an option's look draws with. */
function stylesOf(option: EnumOption, look: OptionLook): AntdStyle[] {
  if (look === "dot") return ["Badge"];
  if (look === "text" || !option.color) return [];
  if (isPreset(option.color)) return ["Tag", "TagPreset"];
  return isBadgeStatus(option.color) ? ["Tag", "TagStatus"] : ["Tag"];
}

function optionMarkup(option: EnumOption, look: OptionLook, names: MarkupClasses): ReactNode {
  if (look === "dot") return dotMarkup(option, names);
  if (look === "tag" && option.color) return tagMarkup(option.label, option.color, names);
  return <span>{option.label}</span>;
}

/** Class names no look of plain words uses. */
const WORDS_ONLY: MarkupClasses = { cls: () => "", hash: "" };

/** A list cell of one value or several: renderOptions' badges as antd's markup. */
export function optionsCell(options: EnumOption[] | undefined, value: unknown): ReactNode {
  const values = toArray(value).filter((v) => v !== null && v !== undefined && v !== "");
  if (values.length === 0) return EMPTY;
  const look = optionLook(options);
  const found = values.map((v) => ({ v, option: findOption(options, v) }));
  const styles = [...new Set(found.flatMap(({ option }) => (option ? stylesOf(option, look) : [])))];
  const markup = (names: MarkupClasses) => {
    const items = found.map(({ v, option }) => <Fragment key={String(v)}>{option ? optionMarkup(option, look, names) : <span>{String(v)}</span>}</Fragment>);
    return items.length === 1 ? items[0] : spaced(items, 4, 4);
  };
  // plain words (no colours) need no antd styles: no component at all
  if (styles.length === 0) return markup(WORDS_ONLY);
  return <AntdMarkup styles={styles} real={renderOptions(options, value)} markup={markup} />;
}
