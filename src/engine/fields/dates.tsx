/**
 * Shared by date / datetime: API strings ↔ dayjs, the picker, and the filter (a
 * RangePicker for `filter: "range"`, sent as ['YYYY-MM-DD', 'YYYY-MM-DD'], domain.md).
 */
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { ComponentProps } from "react";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { EMPTY, filterWidth, fullWidth, selectPlaceholder, wideFilterWidth } from "./shared";

export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A dayjs of an API value (string, number or dayjs); null when empty or invalid. */
export function toDayjs(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === "") return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date)) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

const formatOf = (value: unknown, format: string): string | null => toDayjs(value)?.format(format) ?? null;

/**
 * The filter pickers take API strings too: on a list opened with filters in its URL,
 * refine's useTable copies the raw strings into the filter form after the list converted
 * them, and a picker given a string throws.
 */
function RangeFilter({ value, ...props }: Omit<ComponentProps<typeof DatePicker.RangePicker>, "value"> & { value?: unknown }) {
  const range: [Dayjs | null, Dayjs | null] | null = Array.isArray(value) ? [toDayjs(value[0]), toDayjs(value[1])] : null;
  return <DatePicker.RangePicker {...props} value={range} />;
}

function DayFilter({ value, ...props }: Omit<ComponentProps<typeof DatePicker>, "value"> & { value?: unknown }) {
  return <DatePicker {...props} value={toDayjs(value)} />;
}

export function dateType(format: string, showTime: boolean): FieldType {
  const display = (value: unknown) => {
    if (value === null || value === undefined || value === "") return EMPTY;
    return formatOf(value, format) ?? String(value);
  };
  return {
    column: display,
    detail: display,
    input: (field) => (
      <DatePicker style={fullWidth} showTime={showTime} format={format} placeholder={selectPlaceholder(field)} />
    ),
    filter: (field: FieldConfig) =>
      field.filter === "range" ? (
        <RangeFilter style={wideFilterWidth} format={DATE_FORMAT} placeholder={["开始日期", "结束日期"]} />
      ) : (
        <DayFilter style={filterWidth} format={DATE_FORMAT} placeholder={selectPlaceholder(field)} />
      ),
    toForm: (value) => toDayjs(value),
    fromForm: (value) => formatOf(value, format),
    fromFilter: (value, field) => {
      if (field.filter !== "range") return formatOf(value, DATE_FORMAT) ?? undefined;
      if (!Array.isArray(value)) return undefined;
      const [from, to] = value.map((v) => formatOf(v, DATE_FORMAT));
      return from && to ? [from, to] : undefined;
    },
  };
}
