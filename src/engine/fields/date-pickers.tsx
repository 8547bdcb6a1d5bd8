/**
 * The antd date pickers of date / datetime (rc-picker, ~32 KiB gzip): a chunk of its own,
 * drawn through lazyControl (dates.tsx), so a list paints before its date filter's code is in.
 */
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";
import type { ComponentProps } from "react";
import { useMobile } from "../use-mobile";
import { toDayjs } from "./dates";
// the pickers' today and 此刻 on the shop's clock
import "./shop-picker-now";

type Unvalued<P> = Omit<P, "value"> & { value?: unknown };
export type DayPickerProps = Unvalued<ComponentProps<typeof DatePicker>>;
export type RangePickerProps = Unvalued<ComponentProps<typeof DatePicker.RangePicker>>;

/** The popup's class on a phone: a sheet at the bottom of the screen (SHEET_RULES). */
export const PICKER_SHEET_CLASS = "picker-sheet";

const S = `.${PICKER_SHEET_CLASS}`;
/**
 * On a phone (issue 37: at 390 px a date-time picker's 一/二 columns, its «‹ and 此刻 fell off the
 * left edge) the popup is a sheet along the screen's bottom, the whole width, whatever the input's
 * place: a date-time's time columns under its calendar instead of beside it, and a range one
 * month at a time (its first calendar, with the ›» that the second one had; antd has no
 * single-panel range picker). !important: the popup's place is rc-trigger's inline style, and the
 * hidden arrows' visibility too.
 */
const SHEET_RULES = `
${S}.ant-picker-dropdown { position: fixed !important; inset: auto 0 0 0 !important; padding: 0 !important; }
${S} .ant-picker-range-arrow { display: none !important; }
${S} .ant-picker-panel-container { width: 100%; border-radius: 12px 12px 0 0 !important; max-height: 100dvh; overflow: auto; }
${S} .ant-picker-panel-layout { justify-content: center; }
${S} .ant-picker-datetime-panel { flex-direction: column; }
${S} .ant-picker-datetime-panel .ant-picker-time-panel { border-inline-start: none; }
${S} .ant-picker-time-panel .ant-picker-content { justify-content: center; height: 168px; }
${S} .ant-picker-panels > :nth-child(2) { display: none; }
${S} .ant-picker-panels > :first-child :is(.ant-picker-header-next-btn, .ant-picker-header-super-next-btn) { visibility: visible !important; }
`;

/** The sheet's rules, once in the document however many pickers are drawn (React 19 hoists and dedupes by href). */
const SheetStyle = () => (
  <style href="engine-picker-sheet" precedence="default">
    {SHEET_RULES}
  </style>
);

/** The popup's class names on a phone, and the rules that make them a sheet. */
function usePhoneSheet() {
  const mobile = useMobile();
  return mobile ? { classNames: { popup: { root: PICKER_SHEET_CLASS } }, style: <SheetStyle /> } : { classNames: undefined, style: null };
}

/**
 * The pickers take API strings too: on a list opened with filters in its URL, refine's
 * useTable copies the raw strings into the filter form after the list converted them, and a
 * picker given a string throws.
 */
export function DayPicker({ value, ...props }: DayPickerProps) {
  const sheet = usePhoneSheet();
  return (
    <>
      {sheet.style}
      <DatePicker classNames={sheet.classNames} {...props} value={toDayjs(value)} />
    </>
  );
}

export function RangePicker({ value, ...props }: RangePickerProps) {
  const sheet = usePhoneSheet();
  const range: [Dayjs | null, Dayjs | null] | null = Array.isArray(value) ? [toDayjs(value[0]), toDayjs(value[1])] : null;
  return (
    <>
      {sheet.style}
      <DatePicker.RangePicker classNames={sheet.classNames} {...props} value={range} />
    </>
  );
}
