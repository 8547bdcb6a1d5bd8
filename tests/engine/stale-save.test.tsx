import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { request } from "../../src/providers/http";
// the 重新加载 button's own chunk (form-body.tsx loads it when a save is refused), loaded up front
import "../../src/engine/screens/stale-reload";
import { button, callsTo, findRow, renderResource, setupUser, withAdminOnDemoApi } from "./resource-harness";

/**
 * No lost update in the generated forms (issue 48, decision 0082): a form sends the
 * `updated_at` its record was read with; when someone saved the record since, the demo API
 * refuses (HTTP 409) and the form keeps every typed value, says why and offers 重新加载, which
 * (confirmed) puts the newest record in the form; saving then keeps both changes.
 * Through the real providers and the demo API (msw), nothing mocked.
 */
withAdminOnDemoApi();

const STALE = "记录已被他人修改，请刷新后重试";
const CATEGORY = "/merchant/goods/v1/category";
const CARD = "/merchant/recycle/v1/card";

/** Someone else's save (another tab, another person): read the record, change one field, save. */
async function savedByAnother(base: string, alias: string, change: Record<string, unknown>) {
  const read = await request<{ updated_at: string }>(`${base}/detail`, { alias });
  await request(`${base}/save`, { alias, ...change, updated_at: read.updated_at });
}

/** The open confirm's button (the Popconfirm in its portal). */
function confirmButton(label: string): HTMLElement {
  const popup = document.querySelector<HTMLElement>(".ant-popconfirm:not(.ant-popover-hidden)");
  if (!popup) throw new Error("no confirm open");
  return button(label, popup);
}

describe("a form saved over a record changed since it was read", () => {
  it("page form: refused with the reason, every typed value kept, 重新加载 brings the newest record", async () => {
    const user = setupUser();
    const app = renderResource("category", "/goods/category/edit/ca_art");
    await waitFor(() => expect(screen.getByLabelText("分类名称")).toHaveValue("数字藏品"));
    await savedByAnother(CATEGORY, "ca_art", { sort: 42 });

    await user.type(screen.getByLabelText("分类名称"), "馆");
    await user.clear(screen.getByLabelText("排序"));
    await user.type(screen.getByLabelText("排序"), "7");
    await user.click(button("保存"));

    const alert = (await screen.findAllByText(STALE)).map((n) => n.closest(".ant-alert")).find((a) => a instanceof HTMLElement);
    if (!(alert instanceof HTMLElement)) throw new Error("no alert in the form");
    // the save sent the version it read; nothing was stored and the form stays open with what was typed
    const [, sent] = callsTo(CATEGORY).filter(([path]) => path.endsWith("/save")).at(-1) ?? [];
    expect(sent).toMatchObject({ alias: "ca_art", name: "数字藏品馆", updated_at: expect.any(String) });
    expect(app.at()).toBe("/goods/category/edit/ca_art");
    expect(screen.getByLabelText("分类名称")).toHaveValue("数字藏品馆");
    expect(screen.getByLabelText("排序")).toHaveValue("7");
    expect(getDb().records.category?.find((r) => r.alias === "ca_art")).toMatchObject({ name: "数字藏品", sort: 42 });

    // 重新加载 asks first (its code loads with the refusal: imported above); 取消 keeps what was typed
    await user.click(await waitFor(() => button("重新加载", alert)));
    await user.click(confirmButton("取消"));
    expect(screen.getByLabelText("分类名称")).toHaveValue("数字藏品馆");
    await user.click(button("重新加载", alert));
    await user.click(confirmButton("重新加载"));
    await waitFor(() => expect(screen.getByLabelText("排序")).toHaveValue("42"));
    expect(screen.getByLabelText("分类名称")).toHaveValue("数字藏品");
    expect(screen.queryByText(STALE, { selector: ".ant-alert *" })).toBeNull();

    // typed again over the newest record: saved, with the other person's change kept
    await user.type(screen.getByLabelText("分类名称"), "馆");
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/category"));
    expect(getDb().records.category?.find((r) => r.alias === "ca_art")).toMatchObject({ name: "数字藏品馆", sort: 42 });
  });

  it("modal form: the same refusal inside the modal, values kept, 重新加载 puts the newest record in", async () => {
    const user = setupUser();
    renderResource("recycleCard", "/recycle/card/index");
    const card = getDb().records.recycleCard?.[0];
    if (!card) throw new Error("no 回收卡种 seeded");
    const name = String(card.name);
    await user.click(button("编辑", await findRow(name)));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByLabelText("卡种名称")).toHaveValue(name));
    await savedByAnother(CARD, card.alias, { sort: 321 });

    await user.type(within(dialog).getByLabelText("卡种名称"), "新");
    await user.click(button("保存", dialog));
    const alert = (await within(dialog).findByText(STALE)).closest(".ant-alert");
    if (!(alert instanceof HTMLElement)) throw new Error("no alert in the modal");
    expect(within(dialog).getByLabelText("卡种名称")).toHaveValue(`${name}新`);
    expect(getDb().records.recycleCard?.find((r) => r.alias === card.alias)).toMatchObject({ name, sort: 321 });

    await user.click(await waitFor(() => button("重新加载", alert)));
    await user.click(confirmButton("重新加载"));
    await waitFor(() => expect(within(dialog).getByLabelText("排序")).toHaveValue("321"));
    expect(within(dialog).getByLabelText("卡种名称")).toHaveValue(name);
    await user.type(within(dialog).getByLabelText("卡种名称"), "新");
    await user.click(button("保存", dialog));
    await waitFor(() => expect(getDb().records.recycleCard?.find((r) => r.alias === card.alias)).toMatchObject({ name: `${name}新`, sort: 321 }));
  });
});
