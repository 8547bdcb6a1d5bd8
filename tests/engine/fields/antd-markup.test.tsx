import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider, type ThemeConfig } from "antd";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { fieldTypeOf } from "../../../src/engine/fields";
import { LinkButton } from "../../../src/engine/fields/link-button";
import type { EnumOption, FieldConfig } from "../../../src/engine/types";
import { drawnBy } from "./drawn-by";
import { failOnConsoleError } from "./helpers";

failOnConsoleError();

/**
 * A list cell draws a Badge, a Tag or 卡密's link Button as antd's own markup once antd's
 * component has drawn under the theme (antd-markup.tsx). What a merchant sees is the same when
 * the markup is: each look's first cell (the component) and its second (the markup) are compared
 * element for element, under a theme of their own so that the first is the component.
 */
let themes = 0;

const cellOf = (field: FieldConfig, value: unknown) => fieldTypeOf(field).column(value, field, { record: { [field.key]: value }, mode: "list" });

/**
 * The cell drawn once, then a second time beside it, under one theme of their own (a theme
 * object of its own: antd's context for it is new, so nothing is known of it yet). The first's
 * HTML and drawing component as they were before the second came.
 */
function firstAndSecond(field: FieldConfig, value: unknown) {
  return drawnTwice(() => cellOf(field, value));
}

/** `draw()` once, then a second time beside it, under a theme of their own (as above). */
function drawnTwice(draw: () => ReactNode) {
  const theme: ThemeConfig = { token: { colorPrimary: `#1677f${(themes++ % 10).toString()}` } };
  const page = (count: number) => (
    <ConfigProvider theme={theme} wave={{ disabled: true }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="cell">{draw()}</div>
      ))}
    </ConfigProvider>
  );
  const { rerender, container } = render(page(1));
  const first = within(container).getByTestId("cell");
  const firstHtml = first.innerHTML;
  const firstBy = drawnBy(first.firstElementChild);
  rerender(page(2));
  const second = within(container).getAllByTestId("cell")[1] as HTMLElement;
  return { firstHtml, firstBy, second, secondBy: drawnBy(second.firstElementChild) };
}

const enumOf = (options: EnumOption[]): FieldConfig => ({ key: "status", label: "状态", type: "enum", options });
const statuses = enumOf([
  { value: 1, label: "已上架", color: "success" },
  { value: 2, label: "待收货", color: "cyan" },
  { value: 3, label: "审核中", color: "#fa8c16" },
  { value: 4, label: "草稿" },
]);
const kinds = enumOf([
  { value: 1, label: "实物", color: "blue" },
  { value: 2, label: "礼品", color: "#722ed1" },
  { value: 3, label: "虚拟" },
]);

describe("a list cell drawn as antd's markup", () => {
  it.each([
    ["a status dot", statuses, 1, ".ant-badge-status-success"],
    ["a preset colour's dot among statuses", statuses, 2, ".ant-badge-color-cyan"],
    ["a hex colour's dot", statuses, 3, ".ant-badge-status-dot[style]"],
    ["an option without a colour among statuses: a grey dot", statuses, 4, ".ant-badge-status-default"],
    ["a preset colour's tag", kinds, 1, ".ant-tag-blue"],
    ["a hex colour's tag", kinds, 2, ".ant-tag-has-color"],
  ])("%s is antd's Badge or Tag element for element", (_what, field, value, selector) => {
    const { firstHtml, firstBy, second, secondBy } = firstAndSecond(field, value);
    expect(firstBy).toMatch(/^(Badge|Tag)$/);
    expect(secondBy).toBe("AntdMarkup");
    expect(second.querySelector(selector)).not.toBeNull();
    expect(second.innerHTML).toBe(firstHtml);
  });

  it("draws a flag's badge and 卡密's button as antd does", () => {
    const pairs = [
      firstAndSecond({ key: "on_sale", label: "上架", type: "flag" }, 1),
      firstAndSecond({ key: "card_secret", label: "卡密", secret: true }, "AB12-CD34"),
    ];
    for (const { firstHtml, firstBy, second, secondBy } of pairs) {
      expect(firstBy).not.toBe("AntdMarkup");
      expect(secondBy).toBe("AntdMarkup");
      expect(second.innerHTML).toBe(firstHtml);
    }
    expect(pairs[1]?.second.querySelector("button.ant-btn-link")).toHaveAttribute("title", "点击查看");
  });

  it("draws the tags type's tags as antd's Tags, each in a box of its own as antd's Space does", () => {
    const { firstHtml, second, secondBy } = firstAndSecond({ key: "tags", label: "话题", type: "tags" }, ["新品", "限量"]);
    expect(secondBy).toBe("AntdMarkup");
    const first = document.createElement("div");
    first.innerHTML = firstHtml;
    const tags = (cell: HTMLElement) => [...cell.querySelectorAll(".ant-tag")].map((t) => [t.outerHTML, t.parentElement?.tagName]);
    expect(tags(second)).toEqual(tags(first));
    expect(tags(second)).toHaveLength(2);
  });

  it("reveals 卡密 on a click of the markup's button", async () => {
    const { second } = firstAndSecond({ key: "card_secret", label: "卡密", secret: true }, "AB12-CD34");
    await userEvent.click(second.querySelector("button") as HTMLButtonElement);
    expect(second).toHaveTextContent("AB12-CD34");
  });

  it.each([
    ["an action's button", false, "停止"],
    ["a danger button", true, "删除"],
  ])("draws a row's link button (%s) as antd's Button, element for element, and it clicks", async (_what, danger, label) => {
    const onClick = vi.fn();
    const { firstHtml, firstBy, second, secondBy } = drawnTwice(() => <LinkButton danger={danger} onClick={onClick}>{label}</LinkButton>);
    expect(firstBy).not.toBe("AntdMarkup");
    expect(secondBy).toBe("AntdMarkup");
    expect(second.innerHTML).toBe(firstHtml);
    expect(second.querySelector("button.ant-btn-dangerous") !== null).toBe(danger);
    await userEvent.click(within(second).getByRole("button", { name: label }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("draws a refused row's disabled 删除, out of the tab order, as antd's Button", () => {
    const { firstHtml, firstBy, second, secondBy } = drawnTwice(() => <LinkButton danger disabled shadowed>删除</LinkButton>);
    expect(firstBy).not.toBe("AntdMarkup");
    expect(secondBy).toBe("AntdMarkup");
    expect(second.innerHTML).toBe(firstHtml);
    const button = second.querySelector("button");
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("tabindex", "-1");
    expect(button).toHaveAttribute("aria-hidden", "true");
  });
});
