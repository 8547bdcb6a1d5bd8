import { screen } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { fieldError } from "../../../src/engine/validation";
import { failOnConsoleError, renderColumn, renderDetail, renderFilter, renderInput } from "./helpers";

failOnConsoleError();

const birthday: FieldConfig = { key: "birthday", label: "生日", type: "date", filter: true };
const type = fieldTypes.date;

describe("date field", () => {
  it("shows YYYY-MM-DD, '-' when empty", () => {
    renderColumn(birthday, "2026-01-02");
    expect(screen.getByTestId("cell")).toHaveTextContent("2026-01-02");
    renderDetail(birthday, "");
    expect(screen.getByTestId("detail")).toHaveTextContent(/^-$/);
  });

  it("round-trips the API value through the form value", () => {
    const form = type.toForm?.("2026-01-02", birthday);
    expect(dayjs.isDayjs(form)).toBe(true);
    expect(type.fromForm?.(form, birthday)).toBe("2026-01-02");
    expect(type.toForm?.(null, birthday)).toBeNull();
    expect(type.fromForm?.(null, birthday)).toBeNull();
    expect(type.toForm?.("not a date", birthday)).toBeNull();
  });

  it("shows the record's date in the picker", () => {
    renderInput(birthday, { record: { birthday: "2026-03-04" } });
    expect(screen.getByPlaceholderText("请选择生日")).toHaveValue("2026-03-04");
  });

  it("filters by one day", () => {
    renderFilter(birthday);
    expect(type.fromFilter?.(dayjs("2026-05-06 10:00:00"), birthday)).toBe("2026-05-06");
  });

  it("filters a range as two dates", () => {
    const field: FieldConfig = { ...birthday, filter: "range" };
    renderFilter(field);
    expect(screen.getByPlaceholderText("开始日期")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("结束日期")).toBeInTheDocument();
    expect(type.fromFilter?.([dayjs("2026-01-01"), dayjs("2026-01-31")], field)).toEqual(["2026-01-01", "2026-01-31"]);
    expect(type.fromFilter?.(null, field)).toBeUndefined();
  });

  it("refuses a day that does not exist (the form's rule and the demo API's)", () => {
    const check = (value: unknown) => fieldError(birthday, value, { birthday: value }, [birthday]);
    for (const bad of ["2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2025-02-29", "2026-1-5", "2026-01-05 10:00:00", "明天", 20260105]) {
      expect(check(bad), String(bad)).toBe("生日不是有效的日期");
    }
    for (const good of ["2026-02-28", "2024-02-29", "2000-02-29", "2026-12-31", dayjs("2026-03-01")]) expect(check(good), String(good)).toBeNull();
    expect(check(dayjs("nope"))).toBe("生日不是有效的日期");
    expect(fieldError({ ...birthday, message: "请选择正确的生日" }, "2026-02-30", {}, [])).toBe("请选择正确的生日");
  });
});
