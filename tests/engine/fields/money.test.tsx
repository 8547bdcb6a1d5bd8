import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const price: FieldConfig = { key: "price", label: "售价", type: "money", required: true, min: 0.01, max: 999999.99 };
const original: FieldConfig = { key: "original_price", label: "划线价", type: "money", gte: "price" };

describe("money field", () => {
  it("shows yuan with two decimals and thousands separators", () => {
    renderColumn(price, 1234.5);
    expect(screen.getByTestId("cell")).toHaveTextContent("¥1,234.50");
    renderDetail(price, "99");
    expect(screen.getByTestId("detail")).toHaveTextContent("¥99.00");
    renderDetail({ ...price, key: "p2" }, undefined);
    expect(screen.getAllByTestId("detail")[1]).toHaveTextContent(/^-$/);
  });

  it("types yuan with a ¥ prefix; a third decimal is kept and refused, not rounded", async () => {
    const user = setupUser();
    const h = renderInput(price);
    expect(screen.getByText("¥")).toBeInTheDocument();
    const input = screen.getByPlaceholderText("请输入售价");
    await user.type(input, "19.999");
    await user.tab();
    expect(h.apiValue()).toBe(19.999);
    expect(input).toHaveValue("19.999");
    expect(await screen.findByText("售价最多两位小数")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "1234.5");
    await user.tab();
    expect(h.apiValue()).toBe(1234.5);
    await waitFor(() => expect(screen.queryByText("售价最多两位小数")).toBeNull());
  });

  it("keeps an amount out of range and says so", async () => {
    const user = setupUser();
    const h = renderInput(price);
    const input = screen.getByPlaceholderText("请输入售价");
    await user.type(input, "1000000");
    await user.tab();
    expect(h.apiValue()).toBe(1000000);
    expect(await screen.findByText("售价不能大于999999.99")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "0");
    expect(h.apiValue()).toBe(0);
    expect(await screen.findByText("售价不能小于0.01")).toBeInTheDocument();
  });

  it("checks against a sibling field (划线价 ≥ 售价)", async () => {
    const user = setupUser();
    renderInput(original, { record: { price: 100, original_price: 50 }, siblings: [price, original] });
    await submit(user);
    expect(await screen.findByText("划线价不能低于售价")).toBeInTheDocument();
  });
});
