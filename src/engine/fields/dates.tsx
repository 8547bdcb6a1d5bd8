/**
 * Shared by date / datetime: API strings ↔ dayjs, the picker, and the filter (a
 * RangePicker for `filter: "range"`, sent as ['YYYY-MM-DD', 'YYYY-MM-DD'], domain.md).
 * API times are the shop's wall time (Asia/Shanghai, decision 0073): shown from their text,
 * and held in forms as a dayjs whose fields are that wall time, so they go back as they came
 * whatever the browser's zone; the pickers' today is the shop's (shop-picker-now.ts).
 */
import dayjs, { type Dayjs } from "dayjs";
import { isRealDate } from "../real-date";
import { shopToday } from "../shop-clock";
import type { FieldConfig } from "../types";
import type { DayPickerProps, RangePickerProps } from "./date-pickers";
import { fits, INPUT_ICON } from "./column-width";
import type { FieldType } from "./field-type";
import { lazyModule } from "./lazy-control";
import { EMPTY, filterWidth, fullWidth, selectPlaceholder, wideFilterWidth } from "./shared";

export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/**
 * A dayjs of an API value (string, number or dayjs); null when empty or invalid. The API's
 * times are text in the shop's wall time, and the dayjs holds that text's fields.
 */
export function toDayjs(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === "") return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date)) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

const WALL = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

/**
 * An API time in `format` (date or date-time). Its text, read as it is: a dayjs in the
 * browser's zone cannot hold a wall time inside that zone's daylight-saving gap (02:30 on
 * a spring-forward day read as 03:30).
 */
function formatOf(value: unknown, format: string): string | null {
  const m = typeof value === "string" ? WALL.exec(value.trim()) : null;
  if (m && (format === DATE_FORMAT || format === DATETIME_FORMAT) && isRealDate(value, m[2] !== undefined)) {
    const time = (m[2] ?? "00:00:00").padEnd(8, ":00");
    return format === DATE_FORMAT ? m[1]! : `${m[1]} ${time}`;
  }
  return toDayjs(value)?.format(format) ?? null;
}

/** A day before the shop's today (`future` fields grey it): the picker's days hold the shop's wall time, as its today does. */
export const beforeShopToday = (day: Dayjs): boolean => day.format(DATE_FORMAT) < shopToday();

const pickers = lazyModule(() => import("./date-pickers"));
const DayPicker = pickers.control<DayPickerProps>((m) => m.DayPicker);
const RangePicker = pickers.control<RangePickerProps>((m) => m.RangePicker);

export function dateType(format: string, showTime: boolean): FieldType {
  const display = (value: unknown) => {
    if (value === null || value === undefined || value === "") return EMPTY;
    return formatOf(value, format) ?? String(value);
  };
  return {
    column: display,
    detail: display,
    input: (field) => (
      <DayPicker style={fullWidth} showTime={showTime} format={format} placeholder={selectPlaceholder(field)} disabledDate={field.future ? beforeShopToday : undefined} />
    ),
    filter: (field: FieldConfig) =>
      field.filter === "range" ? (
        <RangePicker style={wideFilterWidth} format={DATE_FORMAT} placeholder={["开始日期", "结束日期"]} />
      ) : (
        <DayPicker style={filterWidth} format={DATE_FORMAT} placeholder={selectPlaceholder(field)} />
      ),
    preload: pickers.preload,
    // as wide as the format (every digit the widest), a picker with its calendar icon too
    columnWidth: (_field, place) => fits(format.replace(/[A-Za-z]/g, "0"), place, place === "input" ? INPUT_ICON : 0),
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
