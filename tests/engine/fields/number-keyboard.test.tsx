// Issue 23 part 4: a phone opens the keyboard a numeric field needs. Whole numbers get the
// digits pad (inputmode numeric); money, rates and percentages one with a decimal point
// (inputmode decimal). The form's input and the list's filter input both.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderFilter, renderInput } from "./helpers";

failOnConsoleError();

const KEYBOARD: [FieldConfig["type"], "numeric" | "decimal"][] = [
  ["integer", "numeric"],
  ["money", "decimal"],
  ["number", "decimal"],
  ["percent", "decimal"],
];

describe("numeric inputs open the numeric keyboard", () => {
  it.each(KEYBOARD)("%s → inputmode %s, in the form and in the filter", async (type, mode) => {
    const field = { key: "n", label: "数值", type } as FieldConfig;
    const form = renderInput(field);
    expect(await screen.findByPlaceholderText("请输入数值")).toHaveAttribute("inputmode", mode);
    form.unmount();
    renderFilter(field);
    expect(await screen.findByPlaceholderText("请输入数值")).toHaveAttribute("inputmode", mode);
  });
});
