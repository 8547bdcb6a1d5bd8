import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const rate: FieldConfig = { key: "commission_rate", label: "佣金比例", type: "percent", min: 0, max: 50 };

describe("percent field", () => {
  it("shows the number with %", () => {
    renderColumn(rate, 12);
    expect(screen.getByTestId("cell")).toHaveTextContent("12%");
    renderDetail(rate, 7.5);
    expect(screen.getByTestId("detail")).toHaveTextContent("7.5%");
  });

  it("types a number next to a % addon", async () => {
    const user = setupUser();
    const h = renderInput(rate);
    expect(screen.getByText("%")).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("请输入佣金比例"), "30");
    expect(h.apiValue()).toBe(30);
  });

  it("keeps a number above max (not clamped) and says so", async () => {
    const user = setupUser();
    const h = renderInput(rate);
    const input = screen.getByPlaceholderText("请输入佣金比例");
    await user.type(input, "51");
    await user.tab();
    expect(h.apiValue()).toBe(51);
    expect(input).toHaveValue("51");
    expect(await screen.findByText("佣金比例不能大于50")).toBeInTheDocument();
  });
});
