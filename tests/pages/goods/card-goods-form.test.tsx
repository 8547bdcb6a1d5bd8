import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/db";
import { listLink } from "../../../src/engine/list-link";
import goods from "../../../src/resources/goods/goods";
import { button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * A 卡密 goods item in one pass (issue 37, item 4), through the real screens and demo API: its
 * 上架 on the row's line with a question naming the new state, and keys pasted in its form
 * (a bad line marked, then fixed) and 保存并上架 in one go.
 */

withAdminOnDemoApi();
await preloadScreens("goods");

const toggle = goods.actions?.find((a) => a.kind === "toggle");
if (!toggle || toggle.kind !== "toggle" || !toggle.confirm || !toggle.saveAndSwitch) throw new Error("goods declares its toggle's questions and 保存并上架");
const [ON, OFF] = toggle.values;
/** What a click does on a goods item off sale, and what it asks. */
const SWITCH_ON = toggle.labels[1];
const askOn = (name: string) => toggle.confirm?.[1].replace("{name}", name) ?? "";

/** A seeded 卡密 goods item off sale (阅读年卡: no keys left). */
function cardGoodsOffSale() {
  const row = (getDb().records.goods ?? []).find((g) => g.type === 3 && g.status === OFF);
  if (!row) throw new Error("the seed has a 卡密 goods item off sale");
  return { alias: String(row.alias), name: String(row.name) };
}

describe("a 卡密 goods item's 上架", () => {
  it("is on its row's line like any goods item's, and asks about putting that item on sale", async () => {
    const user = setupUser();
    const item = cardGoodsOffSale();
    // the 卡密 goods (a page of them): the seeded item is not among the newest 10 of all goods
    renderResource("goods", listLink("/goods", { type: 3 }));
    const row = (await screen.findByText(item.name)).closest("tr");
    if (!(row instanceof HTMLElement)) throw new Error("the item's row");
    // past the line, 卡密 and 删除 go under 更多 (unopened: not in the row); 上架 stays on it
    expect(within(row).getByText(/更\s*多/)).toBeInTheDocument();
    await user.click(button(SWITCH_ON, row));
    expect(await screen.findByText(askOn(item.name))).toBeInTheDocument();
  });
});

describe("the 卡密 goods form", () => {
  it("previews the pasted keys, marks a bad line, and after the fix saves them and puts the item on sale", async () => {
    const user = setupUser();
    const item = cardGoodsOffSale();
    const keysBefore = (getDb().records.goodsKeys ?? []).filter((k) => k.goods_alias === item.alias).length;
    const { at } = renderResource("goods", `/goods/edit/${item.alias}`);
    const form = await screen.findByRole("form", { name: "商品表单" });
    await waitFor(() => expect(within(form).getByDisplayValue(item.name)).toBeInTheDocument());
    const paste = await within(form).findByRole("textbox", { name: "卡密内容" });
    await user.click(paste);
    await user.paste("NO1 FORM-KEY-1\nNO2\tFORM-KEY-1\nNO3,FORM-KEY-3");
    const preview = await within(form).findByRole("table");
    await waitFor(() => expect(within(preview).getByText("卡密与第1行重复")).toBeInTheDocument());

    // 保存并上架 with a bad line: nothing sent, the form says so and keeps the text
    await user.click(button(toggle.saveAndSwitch ?? "", form));
    expect(await within(form).findByText("有 1 行卡密有问题，修正后再保存")).toBeInTheDocument();
    expect(getDb().records.goods?.find((g) => g.alias === item.alias)?.status).toBe(OFF);

    await user.clear(paste);
    await user.paste("NO1 FORM-KEY-1\nNO2\tFORM-KEY-2\nNO3,FORM-KEY-3");
    await waitFor(() => expect(within(form).queryByText("卡密与第1行重复")).toBeNull());
    await user.click(button(toggle.saveAndSwitch ?? "", form));
    await waitFor(() => expect(at()).toBe("/goods"));
    expect(getDb().records.goods?.find((g) => g.alias === item.alias)?.status).toBe(ON);
    const keys = (getDb().records.goodsKeys ?? []).filter((k) => k.goods_alias === item.alias);
    expect(keys.length - keysBefore).toBe(3);
    expect(keys.map((k) => k.card_no)).toEqual(expect.arrayContaining(["NO1", "NO2", "NO3"]));
  });

  it("offers no 保存并上架 on a goods item already on sale", async () => {
    const onSale = (getDb().records.goods ?? []).find((g) => g.status === ON);
    if (!onSale) throw new Error("a goods item on sale");
    renderResource("goods", `/goods/edit/${String(onSale.alias)}`);
    const form = await screen.findByRole("form", { name: "商品表单" });
    await waitFor(() => expect(within(form).getByDisplayValue(String(onSale.name))).toBeInTheDocument());
    expect(within(form).queryByText(toggle.saveAndSwitch ?? "")).toBeNull();
  });
});
