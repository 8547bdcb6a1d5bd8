import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/node";
import { useUserStore } from "../../../src/stores/user-store";
import { button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * 批量发货 (issue 49, item 7): a 运单号 typed for two orders is marked on both rows before sending,
 * and sending asks whether they share a parcel, naming them; the company is found by the name
 * merchants write it by (顺丰).
 */
withAdminOnDemoApi();
await preloadScreens("order");

type Row = Record<string, unknown>;
const waiting = (): Row[] =>
  (getDb().records.order ?? []).filter((r) => r.shop_alias === useUserStore.getState().shop?.alias && r.status === "WAIT_SEND" && r.delivery_type === "express");

describe("批量发货", () => {
  it("marks a 运单号 typed for two orders and ships them only once 合并发货 is confirmed", async () => {
    const user = setupUser();
    renderResource("order", "/order?status=WAIT_SEND&delivery_type=express");
    const [a, b] = waiting().sort((x, y) => String(y.created_at).localeCompare(String(x.created_at)));
    if (!a || !b) throw new Error("two 待发货 parcels");
    const stored = (sn: unknown) => (getDb().records.order ?? []).find((o) => o.order_sn === sn);
    for (const order of [a, b]) {
      const row = (await screen.findByText(String(order.order_sn))).closest("tr") as HTMLElement;
      await user.click(within(row).getByRole("checkbox"));
    }
    await user.click(button("批量发货"));
    const dialog = await screen.findByRole("dialog", { name: /批量发货/ });
    // found by the name merchants write it by: 顺丰 offers 顺丰速运, and only it
    await user.type(within(dialog).getByRole("combobox", { name: "快递公司" }), "顺丰");
    const offered = await waitFor(() => {
      const options = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")];
      if (!options.length) throw new Error("no options yet");
      return options;
    });
    expect(offered.map((o) => o.title)).toEqual(["顺丰速运"]);
    await user.click(offered[0] as HTMLElement);
    for (const order of [a, b]) await user.type(within(dialog).getByLabelText(`运单号 ${String(order.order_sn)}`), "SF7770001111");
    expect(within(dialog).getByText(`与订单 ${String(b.order_sn)} 的运单号相同`)).toBeInTheDocument();
    expect(within(dialog).getByText(`与订单 ${String(a.order_sn)} 的运单号相同`)).toBeInTheDocument();

    // asked, naming the orders: 返回修改 sends nothing
    await user.click(button("确定发货", dialog));
    const named = await screen.findByRole("list", { name: "运单号相同的订单" });
    expect(named.textContent).toBe(`运单号 SF7770001111：订单 ${String(a.order_sn)}、${String(b.order_sn)}`);
    await user.click(button("返回修改"));
    expect(stored(a.order_sn)?.status).toBe("WAIT_SEND");

    await user.click(button("确定发货", dialog));
    await screen.findByRole("list", { name: "运单号相同的订单" });
    await user.click(button("合并发货"));
    await within(dialog).findByText("已发货 2 单");
    await waitFor(() => expect([stored(a.order_sn), stored(b.order_sn)].map((o) => [o?.express_company, o?.express_no])).toEqual([
      ["顺丰速运", "SF7770001111"], ["顺丰速运", "SF7770001111"],
    ]));
  });

});

describe("导入发货", () => {
  it("ships the good rows and offers the refused ones as a sheet with 失败原因", async () => {
    const user = setupUser();
    renderResource("order", "/order");
    const [a] = waiting();
    if (!a) throw new Error("a 待发货 parcel");
    await user.click(await screen.findByText("导入发货"));
    const dialog = await screen.findByRole("dialog", { name: "导入发货" });
    const sheet = `订单号,快递公司,运单号\n${String(a.order_sn)},中通,751234567890\n2099000000000000000,顺丰,SF1234567890\n`;
    const input = dialog.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    // jsdom's File has no arrayBuffer(): the bytes a browser's would give
    const file = Object.assign(new File([sheet], "发货.csv", { type: "text/csv" }), { arrayBuffer: async () => new TextEncoder().encode(sheet).buffer });
    await user.upload(input, file);
    const download = await within(dialog).findByText("下载未发货的 1 行（含失败原因）");
    const text = decodeURIComponent((download.getAttribute("href") ?? "").replace(/^data:text\/csv;charset=utf-8,/, ""));
    expect(text).toBe("\uFEFF订单号,快递公司,运单号,失败原因,原表行号\r\n2099000000000000000,顺丰速运,SF1234567890,订单不存在,3\r\n");
    await user.click(button("发货 1 单", dialog));
    await within(dialog).findByText("已发货 1 单");
    const stored = (getDb().records.order ?? []).find((o) => o.order_sn === a.order_sn);
    expect([stored?.status, stored?.express_company]).toEqual(["WAIT_CONFIRM", "中通快递"]);
  });
});
