import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/mocks/db";
import { button, callsTo, findRow, renderResource, resourceRouteObjects, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";
import { calls } from "../demo-api";

/**
 * 礼品卡回收 screens on the app's demo API: a card type created and edited in the list's
 * modal (no form routes), and a recycle order paid through the pay page.
 */

withAdminOnDemoApi();

const CARD = "/merchant/recycle/v1/card";

describe("回收卡种", () => {
  it("creates a card type in the modal, keeps what was typed on a refusal, then edits it", { timeout: 30_000 }, async () => {
    const user = setupUser();
    renderResource("recycleCard", "/recycle/card/index");
    // the first screen of the file loads the engine's code: a longer wait
    await screen.findByText("京东E卡", {}, { timeout: 15_000 });
    await user.click(button("新建回收卡种"));
    const form = await screen.findByRole("form", { name: "回收卡种表单" });
    // a name already in use: the server refuses, the modal stays with the values
    await user.type(within(form).getByLabelText("卡种名称"), "京东E卡");
    await user.type(within(form).getByLabelText("可回收面值"), "100,300,");
    await user.type(within(form).getByLabelText("回收折扣"), "0.88");
    await user.click(button("保存", form));
    expect(await within(form).findByText("卡种名称已存在")).toBeInTheDocument();
    expect(within(form).getByLabelText("回收折扣")).toHaveValue("0.88");

    await user.clear(within(form).getByLabelText("卡种名称"));
    await user.type(within(form).getByLabelText("卡种名称"), "永辉超市卡");
    await user.click(button("保存", form));
    const row = await findRow("永辉超市卡");
    expect(within(row).getByText("300")).toBeInTheDocument();
    expect(callsTo(CARD).filter(([p]) => p === `${CARD}/save`).at(-1)?.[1]).toMatchObject({
      name: "永辉超市卡", face_values: ["100", "300"], discount_rate: 0.88, status: 1,
    });

    await user.click(button("编辑", row));
    const edit = await screen.findByRole("form", { name: "回收卡种表单" });
    await waitFor(() => expect(within(edit).getByLabelText("卡种名称")).toHaveValue("永辉超市卡"));
    await user.clear(within(edit).getByLabelText("回收折扣"));
    await user.type(within(edit).getByLabelText("回收折扣"), "0.9");
    await user.click(button("保存", edit));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    await waitFor(async () => expect(within(await findRow("永辉超市卡")).getByText("0.9")).toBeInTheDocument());
  });
});

describe("回收打款", () => {
  it("refuses more than the face value, pays after the confirm step and shows the paid order", { timeout: 30_000 }, async () => {
    const order = (getDb().records.recycleOrder ?? []).find((o) => o.status === 2 && o.face_value === 100);
    if (!order) throw new Error("the seed has a 待打款 order of face value 100");
    const user = setupUser();
    const pay = { path: "/recycle/order/pay/:alias", lazy: async () => ({ Component: (await import("../../../src/pages/recycle/order-pay")).default }) };
    const app = renderResource("recycleOrder", `/recycle/order/pay/${order.alias}`, [pay]);
    expect(resourceRouteObjects("recycleOrder").map((r) => r.path)).toContain("/recycle/order/detail/:alias");

    const form = await screen.findByRole("form", { name: "打款表单" });
    const amount = within(form).getByPlaceholderText("请输入打款金额");
    await user.clear(amount);
    await user.type(amount, "100.5");
    await user.click(button("确认打款", form));
    expect(await within(form).findByText("打款金额不能超过面值（¥100.00）")).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "88");
    await user.click(within(form).getByLabelText("微信"));
    await user.type(within(form).getByPlaceholderText("选填，如转账流水号"), "流水 20261120");
    await user.click(button("确认打款", form));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/向 .+ 打款 ¥88\.00/)).toBeInTheDocument();
    await user.click(button("确认打款", dialog));

    await waitFor(() => expect(app.at()).toBe(`/recycle/order/detail/${String(order.alias)}`));
    expect(await screen.findByText("打款成功")).toBeInTheDocument();
    expect(calls.find(([p]) => p.endsWith("/order/pay"))?.[1]).toEqual({ alias: order.alias, amount: 88, pay_channel: "wechat", remark: "流水 20261120" });
    expect(await screen.findByText("流水 20261120")).toBeInTheDocument();
    expect(screen.queryByText(/^打\s*款$/, { selector: "button span" })).toBeNull();
  });
});
