/** Enum-like options (enum, flag): lookup and the coloured badge of lists and details. */
import { Badge, Space, Tag } from "antd";
import type { ReactNode } from "react";
import { isBadgeStatus } from "../option-colors";
import type { EnumOption } from "../types";
import { fits, INPUT_ICON, longest, type ColumnPlace, type ColumnWidth } from "./column-width";
import { EMPTY, toArray } from "./shared";

/** The option of a value (values compare as strings: 1 and "1" match). */
export function findOption(options: EnumOption[] | undefined, value: unknown): EnumOption | undefined {
  return options?.find((o) => String(o.value) === String(value));
}

/** The option's own value for a value that names it ("2" → 2); other values as they are. */
export const optionValue = (options: EnumOption[] | undefined, value: unknown): unknown => findOption(options, value)?.value ?? value;

/**
 * How a field's options are drawn, decided for the field, not the option: one value of a
 * status never looks unlike the others (待收货 in cyan was a tag among dots).
 * A field with a Badge status among its colours is a status: dots; else colours are tags.
 */
export type OptionLook = "dot" | "tag" | "text";
export function optionLook(options: EnumOption[] | undefined): OptionLook {
  if (options?.some((o) => isBadgeStatus(o.color))) return "dot";
  return options?.some((o) => o.color) ? "tag" : "text";
}

/** One option in its field's look (optionLook); an option without a colour is a grey dot among dots. */
export function OptionBadge({ option, look }: { option: EnumOption; look: OptionLook }) {
  const color = option.color;
  if (look === "dot") return isBadgeStatus(color) || !color ? <Badge status={color ?? "default"} text={option.label} /> : <Badge color={color} text={option.label} />;
  if (look === "tag" && color) return <Tag color={color}>{option.label}</Tag>;
  return <span>{option.label}</span>;
}

/** One value or several as badges; unknown values show as they are. */
export function renderOptions(options: EnumOption[] | undefined, value: unknown): ReactNode {
  const values = toArray(value).filter((v) => v !== null && v !== undefined && v !== "");
  if (values.length === 0) return EMPTY;
  const look = optionLook(options);
  const items = values.map((v) => {
    const option = findOption(options, v);
    return option ? <OptionBadge key={String(v)} option={option} look={look} /> : <span key={String(v)}>{String(v)}</span>;
  });
  return items.length === 1 ? items[0] : <Space size={[4, 4]} wrap>{items}</Space>;
}

/** antd Select options of enum options. */
export const selectOptions = (options: EnumOption[] | undefined) =>
  (options ?? []).map((o) => ({ value: o.value, label: o.label }));

/** A badge's dot or a tag's padding and border, beside its label (coloured options only). */
const BADGE = 24;

/** The column of one option: its longest label as a badge (a list) or in a select (an input). */
export function optionsWidth(options: EnumOption[] | undefined, place: ColumnPlace): ColumnWidth {
  const label = longest((options ?? []).map((o) => o.label));
  if (place === "input") return fits(label, place, INPUT_ICON);
  return fits(label, place, options?.some((o) => o.color) ? BADGE : 0);
}
