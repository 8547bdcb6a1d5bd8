// Issue 25 item 3: a number input keeps what the merchant typed and says what is wrong with it.
// antd's InputNumber cleared letters and 1e309 on blur (and the message was 请输入…, as if nothing
// had been typed), cut a 30-digit number while typing and turned 12abc into 12. Every number-like
// type of the registry (the app's own included, found through asRuled) is checked alike.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { asRuled, fieldTypeNames, isBuiltinFieldType } from "../../../src/engine/field-types";
import { fieldError, isNumeric } from "../../../src/engine/validation";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderInput, setupUser } from "./helpers";

failOnConsoleError();

/** A field of this type as the app's editable numbers are: at least 0, no declared ceiling. */
const fieldOf = (type: string) => ({ key: "n", label: "数值", type, min: 0 }) as FieldConfig;

// the types whose values the rules read as numbers (an app's too); the engine's own have its number box
const NUMBER_LIKE = fieldTypeNames().filter((name) => isNumeric(asRuled(fieldOf(name))));
const TYPED_INTO = NUMBER_LIKE.filter(isBuiltinFieldType);

const THIRTY_DIGITS = "123456789012345678901234567890";
const TYPED: [string, string][] = [
  ["abc", "数值必须是数字"],
  ["12abc", "数值必须是数字"],
  ["1e309", "数值必须是数字"],
  ["0x10", "数值必须是数字"],
  [THIRTY_DIGITS, `数值不能大于${Number.MAX_SAFE_INTEGER}`],
  ["-5", "数值不能小于0"],
];

describe("number inputs keep what was typed", () => {
  it("finds the engine's number-like types in the registry", () => {
    expect(NUMBER_LIKE).toEqual(expect.arrayContaining(["number", "integer", "money", "percent"]));
  });

  describe.each(NUMBER_LIKE)("%s", (type) => {
    it.each(TYPED)("%s is refused by the rules (form and demo API alike) with %s", (typed, message) => {
      expect(fieldError(fieldOf(type), typed, { n: typed }, [fieldOf(type)])).toBe(message);
    });
  });

  describe.each(TYPED_INTO)("%s", (type) => {
    // (0x10 is refused as letters are, by the rules above: each box drawn costs a second under load)
    it.each(TYPED.filter(([typed]) => typed !== "0x10"))("%s stays as typed, with %s", async (typed, message) => {
      const user = setupUser();
      const h = renderInput(fieldOf(type));
      const input = screen.getByPlaceholderText("请输入数值");
      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      await user.tab();
      expect(input).toHaveValue(typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
      // what the form holds (and a draft keeps) is what was typed: the number, when it is exactly one
      expect(h.apiValue()).toBe(typed === "-5" ? -5 : typed);
    });
  });

  it("an optional field keeps letters and says so; emptied, it is fine", async () => {
    const user = setupUser();
    const h = renderInput({ key: "sort", label: "排序", type: "integer", min: 0, max: 9999 }, { record: { sort: 0 } });
    const input = screen.getByPlaceholderText("请输入排序");
    await user.clear(input);
    await user.type(input, "十");
    await user.tab();
    expect(input).toHaveValue("十");
    expect(await screen.findByText("排序必须是数字")).toBeInTheDocument();
    await user.clear(input);
    await user.tab();
    await waitFor(() => expect(screen.queryByText("排序必须是数字")).toBeNull());
    expect(h.value()).toBeNull();
  });

  it("a number typed with trailing zeros is kept as typed and is that number for the form", async () => {
    const user = setupUser();
    const h = renderInput({ key: "price", label: "售价", type: "money", min: 0.01, max: 999999.99 });
    const input = screen.getByPlaceholderText("请输入售价");
    await user.type(input, "12.50");
    await user.tab();
    expect(input).toHaveValue("12.50");
    expect(h.value()).toBe(12.5);
    expect(h.apiValue()).toBe(12.5);
  });

  it("a value the form sets (a reset, a restored draft) replaces what was typed", async () => {
    const user = setupUser();
    const h = renderInput({ key: "stock", label: "库存", type: "integer", min: 0 }, { record: { stock: 5 } });
    const input = screen.getByPlaceholderText("请输入库存");
    expect(input).toHaveValue("5");
    await user.clear(input);
    await user.type(input, "12abc");
    // (a reset may draw the box anew: it is looked up again)
    act(() => h.form.resetFields());
    await waitFor(() => expect(screen.getByPlaceholderText("请输入库存")).toHaveValue("5"));
    await user.type(screen.getByPlaceholderText("请输入库存"), "x");
    act(() => h.form.setFieldValue("stock", 42));
    await waitFor(() => expect(screen.getByPlaceholderText("请输入库存")).toHaveValue("42"));
  });
});
