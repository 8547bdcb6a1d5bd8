import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const stock: FieldConfig = { key: "stock", label: "库存", type: "integer", min: 0, unit: "件" };

describe("integer field", () => {
  it("shows a whole number with its unit", () => {
    renderColumn(stock, 12000);
    expect(screen.getByTestId("cell")).toHaveTextContent("12,000件");
    renderDetail(stock, 0);
    expect(screen.getByTestId("detail")).toHaveTextContent("0件");
  });

  it("keeps typed decimals and says it must be a whole number (no silent rounding)", async () => {
    const user = setupUser();
    const h = renderInput(stock);
    const input = screen.getByPlaceholderText("请输入库存");
    await user.type(input, "12.7");
    await user.tab();
    expect(h.apiValue()).toBe(12.7);
    expect(input).toHaveValue("12.7");
    expect(await screen.findByText("库存必须是整数")).toBeInTheDocument();
  });

  it("keeps a number below min and says so", async () => {
    const user = setupUser();
    const h = renderInput(stock);
    const input = screen.getByPlaceholderText("请输入库存");
    await user.type(input, "-3");
    await user.tab();
    expect(h.apiValue()).toBe(-3);
    expect(input).toHaveValue("-3");
    expect(await screen.findByText("库存不能小于0")).toBeInTheDocument();
  });
});
