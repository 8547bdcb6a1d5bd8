import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderFilter, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const weight: FieldConfig = { key: "weight", label: "重量", type: "number", unit: "kg", min: 0, max: 1000 };

describe("number field", () => {
  it("shows the number with its unit", () => {
    renderColumn(weight, 1234.5);
    expect(screen.getByTestId("cell")).toHaveTextContent("1,234.5kg");
    renderDetail(weight, "0");
    expect(screen.getByTestId("detail")).toHaveTextContent("0kg");
    renderColumn({ ...weight, key: "w2" }, null);
    expect(screen.getAllByTestId("cell")[1]).toHaveTextContent(/^-$/);
  });

  it("types a number, with the unit after the input", async () => {
    const user = setupUser();
    const h = renderInput(weight);
    expect(screen.getByText("kg")).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("请输入重量"), "12.5");
    expect(h.apiValue()).toBe(12.5);
  });

  it("keeps a typed number above max and says so as it is typed", async () => {
    const user = setupUser();
    const h = renderInput(weight);
    const input = screen.getByPlaceholderText("请输入重量");
    await user.type(input, "1001");
    await user.tab();
    expect(h.apiValue()).toBe(1001);
    expect(input).toHaveValue("1001");
    expect(await screen.findByText("重量不能大于1000")).toBeInTheDocument();
  });

  it("says when the number is above max", async () => {
    const user = setupUser();
    renderInput(weight, { record: { weight: 2000 } });
    await submit(user);
    expect(await screen.findByText("重量不能大于1000")).toBeInTheDocument();
  });

  it("filters by a number", async () => {
    const user = setupUser();
    const h = renderFilter(weight);
    await user.type(screen.getByPlaceholderText("请输入重量"), "3");
    expect(h.apiValue()).toBe(3);
  });

  it("format discount reads a rate in 折, as merchants say it", () => {
    const rate: FieldConfig = { key: "discount_rate", label: "回收折扣", type: "number", format: "discount", min: 0.01, max: 1 };
    renderColumn(rate, 0.92);
    expect(screen.getByTestId("cell")).toHaveTextContent(/^9\.2折$/);
    renderDetail(rate, 0.855);
    expect(screen.getByTestId("detail")).toHaveTextContent(/^8\.55折$/);
    renderColumn({ ...rate, key: "full" }, 1);
    expect(screen.getAllByTestId("cell")[1]).toHaveTextContent(/^不打折$/);
  });
});
