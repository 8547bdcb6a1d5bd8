import { screen } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
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
});
