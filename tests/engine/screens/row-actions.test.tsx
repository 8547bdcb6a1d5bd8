import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../../src/engine/types";
import { brand, brandSeeds } from "../fixture-brand";
import { button, callsTo, findRow, renderResource, setupUser, withResourceDemoApi } from "../resource-harness";

/**
 * A row whose buttons do not fit its line (issue 23: they wrapped onto a second one) shows the
 * first ones and 更多, a menu of the rest: a link opens its route, an action asking for input
 * its modal, and 删除 still asks first.
 */
const busy: ResourceConfig = {
  ...brand,
  operations: ["list", "create", "edit", "detail", "delete"],
  actions: [
    { key: "log", label: "查看记录", kind: "link", to: "/goods/fixtureBrand/detail/:alias" },
    { key: "note", label: "备注", kind: "call", api: "note", form: [{ key: "note", label: "备注内容", required: true }] },
  ],
};
withResourceDemoApi([busy], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
/** The texts of a row's own buttons and links, in order. */
const inline = (row: HTMLElement) =>
  Array.from(row.querySelectorAll("td:last-child a, td:last-child button")).map((b) => (b.textContent ?? "").replace(/\s/g, ""));

describe("a row's 更多", () => {
  it("holds the buttons past the line; 删除 from it asks, then deletes", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const row = await findRow("星河玩具");
    expect(inline(row)).toEqual(["查看", "编辑", "更多"]);

    await user.click(button("更多", row));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["查看记录", "备注", "删除"]);
    await user.click(within(menu).getByText("删除"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("确定删除这条品牌吗？");
    expect(callsTo(BASE).filter(([path]) => path === `${BASE}/del`)).toEqual([]);
    await user.click(button("删除", dialog));
    await waitFor(() => expect(callsTo(BASE).filter(([path]) => path === `${BASE}/del`)).toHaveLength(1));
  });

  it("opens an action's form from the menu", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const row = await findRow("星河玩具");
    await user.click(button("更多", row));
    await user.click(within(await screen.findByRole("menu")).getByText("备注"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("备注内容")).toBeInTheDocument();
  });
});
