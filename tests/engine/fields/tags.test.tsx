import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderFilter, renderInput, setupUser } from "./helpers";

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
});
