import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const intro: FieldConfig = { key: "intro", label: "简介", type: "textarea", max: 200 };

describe("textarea field", () => {
  it("is not a list column by default", () => {
    expect(fieldTypes.textarea.listByDefault).toBe(false);
  });

  it("keeps line breaks in cells and details", () => {
    renderColumn(intro, "第一行\n第二行");
    expect(screen.getByTestId("cell").firstElementChild).toHaveStyle({ whiteSpace: "pre-wrap" });
    renderDetail(intro, "第一行\n第二行");
    const detail = screen.getByTestId("detail");
    expect(detail.textContent).toBe("第一行\n第二行");
    expect(detail.firstElementChild).toHaveStyle({ whiteSpace: "pre-wrap" });
  });

  it("types several lines and counts characters against max", async () => {
    const user = setupUser();
    const h = renderInput(intro);
    await user.type(screen.getByPlaceholderText("请输入简介"), "你好{Enter}世界");
    expect(h.apiValue()).toBe("你好\n世界");
    expect(screen.getByText("5 / 200")).toBeInTheDocument();
  });

  it("keeps a text longer than max (not cut), counts it and says so", async () => {
    const user = setupUser();
    const h = renderInput({ ...intro, max: 5 });
    await user.click(screen.getByPlaceholderText("请输入简介"));
    await user.paste("一二三四五六😀");
    expect(h.value()).toBe("一二三四五六😀");
    // counted by character, as the rules count: the emoji is one
    expect(screen.getByText("7 / 5")).toBeInTheDocument();
    expect(await screen.findByText("简介不能超过5个字")).toBeInTheDocument();
  });
});
