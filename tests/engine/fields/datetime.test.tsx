import { screen } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { fieldError } from "../../../src/engine/validation";
import { failOnConsoleError, renderColumn, renderDetail, renderFilter, renderInput } from "./helpers";

failOnConsoleError();

const created: FieldConfig = { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range" };
const start: FieldConfig = { key: "start_at", label: "开始时间", type: "datetime" };
const type = fieldTypes.datetime;

describe("datetime field", () => {
  it("shows YYYY-MM-DD HH:mm:ss", () => {
    renderColumn(created, "2026-01-02 08:09:10");
    expect(screen.getByTestId("cell")).toHaveTextContent("2026-01-02 08:09:10");
    renderDetail(created, "2026-01-02 08:09:10");
    expect(screen.getByTestId("detail")).toHaveTextContent("2026-01-02 08:09:10");
  });

  it("round-trips the API value through the form value", () => {
    const form = type.toForm?.("2026-01-02 08:09:10", start);
    expect(dayjs.isDayjs(form)).toBe(true);
    expect(type.fromForm?.(form, start)).toBe("2026-01-02 08:09:10");
    expect(type.fromForm?.(dayjs("2026-02-03"), start)).toBe("2026-02-03 00:00:00");
  });

  it("shows the record's time in the picker", () => {
    renderInput(start, { record: { start_at: "2026-03-04 05:06:07" } });
    expect(screen.getByPlaceholderText("请选择开始时间")).toHaveValue("2026-03-04 05:06:07");
  });

  it("filters created_at by a range of dates (domain.md)", () => {
    renderFilter(created);
    expect(screen.getByPlaceholderText("开始日期")).toBeInTheDocument();
    const range = [dayjs("2026-01-01 10:00:00"), dayjs("2026-01-31 23:00:00")];
    expect(type.fromFilter?.(range, created)).toEqual(["2026-01-01", "2026-01-31"]);
  });

  it("refuses a moment that does not exist (the form's rule and the demo API's)", () => {
    const check = (value: unknown) => fieldError(start, value, { start_at: value }, [start]);
    for (const bad of ["2026-02-30 10:00:00", "2026-13-01 10:00:00", "2026-01-01 25:00:00", "2026-01-01 24:00", "2026-01-01 10:60:00", "2026-01-01 10:00:61", "2026-01-01 1:00"]) {
      expect(check(bad), bad).toBe("开始时间不是有效的时间");
    }
    for (const good of ["2026-01-01 00:00:00", "2026-01-01 23:59:59", "2026-01-01 08:30", "2026-01-01", dayjs("2026-01-01 08:30:00")]) {
      expect(check(good), String(good)).toBeNull();
    }
  });
});
