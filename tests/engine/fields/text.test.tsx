import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypeOf, fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const name: FieldConfig = { key: "name", label: "商品名称", required: true, max: 10 };

describe("text field", () => {
  it("is the default type", () => {
    expect(fieldTypeOf({ key: "x", label: "X" })).toBe(fieldTypes.text);
    expect(fieldTypes.text.listByDefault).not.toBe(false);
  });

  it("shows the text on one line with the whole text as tooltip, '-' when empty", () => {
    renderColumn(name, "一件很长很长的商品名称");
    const cell = screen.getByText("一件很长很长的商品名称");
    expect(cell).toHaveAttribute("title", "一件很长很长的商品名称");
    expect(cell).toHaveStyle({ textOverflow: "ellipsis", whiteSpace: "nowrap" });
    renderColumn({ ...name, key: "empty" }, "");
    expect(screen.getAllByTestId("cell")[1]).toHaveTextContent(/^-$/);
  });

  it("with format lines, shows a list said in words one item a line, never cut (issue 23)", () => {
    renderColumn({ key: "gifts_text", label: "赠品", format: "lines" }, "敦煌飞天 数字藏品 ×1、新人券 ×2");
    const lines = Array.from(screen.getByTestId("cell").querySelectorAll("span[style*='display: block']"));
    expect(lines.map((l) => l.textContent)).toEqual(["敦煌飞天 数字藏品\u00a0×1", "新人券\u00a0×2"]);
    expect(screen.getByTestId("cell").querySelector("[title]")).toBeNull();
  });

  it("shows the detail text", () => {
    renderDetail(name, "数字藏品A");
    expect(screen.getByTestId("detail")).toHaveTextContent("数字藏品A");
    renderDetail({ ...name, key: "n2" }, null);
    expect(screen.getAllByTestId("detail")[1]).toHaveTextContent(/^-$/);
  });

  it("masks secret text until clicked", async () => {
    const user = setupUser();
    renderDetail({ key: "token", label: "密钥", secret: true }, "abc123");
    expect(screen.queryByText("abc123")).not.toBeInTheDocument();
    await user.click(screen.getByText("******"));
    expect(screen.getByText("abc123")).toBeInTheDocument();
  });

  it("shows a customer's mobile masked in the cell and the detail alike; 显示完整号码 shows it whole, copyable", async () => {
    const user = setupUser();
    const buyer: FieldConfig = { key: "buyer_mobile", label: "买家手机号", mask: "mobile" };
    renderColumn(buyer, "13812345678");
    renderDetail({ ...buyer, key: "b2" }, "13912345678");
    expect(screen.getByText("138****5678")).toBeInTheDocument();
    expect(screen.getByText("139****5678")).toBeInTheDocument();
    expect(screen.queryByText("13812345678")).not.toBeInTheDocument();
    expect(screen.queryByText("13912345678")).not.toBeInTheDocument();
    const reveal = screen.getByTestId("detail").querySelector("button");
    expect(reveal).toHaveAccessibleName("显示完整号码");
    await user.click(reveal!);
    expect(screen.getByText("13912345678")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "复制" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "隐藏号码" })).toBeInTheDocument();
    // the merchant's own contacts (mask: false) show whole, with nothing to reveal
    renderDetail({ key: "mobile", label: "手机号", mask: false }, "13700000001");
    expect(screen.getByText("13700000001")).toBeInTheDocument();
  });

  it("types the value into the form, and the rules give the Chinese messages", async () => {
    const user = setupUser();
    const h = renderInput(name);
    const input = screen.getByPlaceholderText("请输入商品名称");
    await user.type(input, "藏品");
    expect(h.apiValue()).toBe("藏品");
    await user.clear(input);
    await submit(user);
    expect(await screen.findByText("请输入商品名称")).toBeInTheDocument();
    await user.type(input, "一二三四五六七八九十");
    expect(h.value()).toBe("一二三四五六七八九十");
  });

  it("keeps a text longer than max (not cut) and says so", async () => {
    const user = setupUser();
    const h = renderInput(name);
    const input = screen.getByPlaceholderText("请输入商品名称");
    await user.click(input);
    await user.paste("一二三四五六七八九十一");
    expect(h.value()).toBe("一二三四五六七八九十一");
    expect(input).toHaveValue("一二三四五六七八九十一");
    expect(await screen.findByText("商品名称不能超过10个字")).toBeInTheDocument();
  });
});
