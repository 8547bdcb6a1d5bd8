import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const pwd: FieldConfig = { key: "password", label: "登录密码", type: "password", form: "create" };

describe("password field", () => {
  it("is never shown: masked in cells and details, not a list column by default", () => {
    expect(fieldTypes.password.listByDefault).toBe(false);
    renderColumn(pwd, "secret-1");
    expect(screen.getByTestId("cell")).toHaveTextContent("******");
    renderDetail(pwd, "secret-1");
    expect(screen.getByTestId("detail")).toHaveTextContent("******");
    expect(screen.queryByText("secret-1")).not.toBeInTheDocument();
  });

  it("types a hidden password", async () => {
    const user = setupUser();
    const h = renderInput(pwd);
    const input = screen.getByPlaceholderText("请输入登录密码");
    expect(input).toHaveAttribute("type", "password");
    await user.type(input, "Abc12345");
    expect(h.apiValue()).toBe("Abc12345");
  });

  it("keeps a password longer than max (not cut) and says so", async () => {
    const user = setupUser();
    const h = renderInput({ ...pwd, max: 8 });
    await user.click(screen.getByPlaceholderText("请输入登录密码"));
    await user.paste("Abc123456");
    expect(h.apiValue()).toBe("Abc123456");
    expect(await screen.findByText("登录密码不能超过8个字")).toBeInTheDocument();
  });
});
