/**
 * The antd date pickers of date / datetime (rc-picker, ~32 KiB gzip): a chunk of its own,
 * drawn through lazyControl (dates.tsx), so a list paints before its date filter's code is in.
 */
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";
import type { ComponentProps } from "react";
import { toDayjs } from "./dates";

type Unvalued<P> = Omit<P, "value"> & { value?: unknown };
export type DayPickerProps = Unvalued<ComponentProps<typeof DatePicker>>;
export type RangePickerProps = Unvalued<ComponentProps<typeof DatePicker.RangePicker>>;

/**
 * The pickers take API strings too: on a list opened with filters in its URL, refine's
 * useTable copies the raw strings into the filter form after the list converted them, and a
 * picker given a string throws.
 */
export function DayPicker({ value, ...props }: DayPickerProps) {
  return <DatePicker {...props} value={toDayjs(value)} />;
}

export function RangePicker({ value, ...props }: RangePickerProps) {
  const range: [Dayjs | null, Dayjs | null] | null = Array.isArray(value) ? [toDayjs(value[0]), toDayjs(value[1])] : null;
  return <DatePicker.RangePicker {...props} value={range} />;
}
