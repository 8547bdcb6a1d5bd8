import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderFilter, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const tags: FieldConfig = { key: "tags", label: "标签", type: "tags", max: 5 };

describe("tags field", () => {
  it("shows each word as a Tag", () => {
    renderColumn(tags, ["新品", "限量"]);
    const cell = screen.getByTestId("cell");
    expect(within(cell).getByText("新品")).toHaveClass("ant-tag");
    expect(within(cell).getByText("限量")).toHaveClass("ant-tag");
    renderDetail(tags, []);
    expect(screen.getByTestId("detail")).toHaveTextContent(/^-$/);
  });

  it("types words separated by commas", async () => {
    const user = setupUser();
    const h = renderInput(tags);
    const input = screen.getByRole("combobox");
    await user.type(input, "新品,限量，热卖，");
    expect(h.apiValue()).toEqual(["新品", "限量", "热卖"]);
  });

  it("filters by one tag", async () => {
    const user = setupUser();
    const h = renderFilter(tags);
    await user.type(screen.getByPlaceholderText("请输入标签"), "新品");
    expect(h.apiValue()).toBe("新品");
  });

  it("format money shows each tag as an amount and refuses one that is not", async () => {
    const faces: FieldConfig = { key: "face_values", label: "可回收面值", type: "tags", format: "money" };
    renderColumn(faces, ["50", "1000", "99.5"]);
    const cell = screen.getByTestId("cell");
    for (const text of ["¥50", "¥1,000", "¥99.50"]) expect(within(cell).getByText(text)).toHaveClass("ant-tag");
    const user = setupUser();
    renderInput(faces);
    await user.type(screen.getByRole("combobox"), "100,一百,");
    await submit(user);
    expect(await screen.findByText("可回收面值“一百”不是有效金额（大于0、最多两位小数）")).toBeInTheDocument();
  });
});
