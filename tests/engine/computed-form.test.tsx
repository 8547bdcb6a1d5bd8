import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bill, billSeeds } from "../api/bill-fixture";
import { button, callsTo, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * A computed field in the form (issue 50, decision 0120): the 采购单's 金额 shown read-only,
 * worked out again as 数量 and 单价 are typed, never sent; the 单号 given by the API, no input.
 */

withResourceDemoApi([bill], billSeeds);

const BASE = bill.api.base ?? "";

/** The form item of a label: where its value is shown. */
const itemOf = (label: string): HTMLElement => {
  const item = screen.getByText(label, { selector: "label" }).closest<HTMLElement>(".ant-form-item");
  if (!item) throw new Error(`no form item ${label}`);
  return item;
};

describe("a computed field in the form", () => {
  it("shows the value as the inputs change, sends neither it nor the number, and the API stores both", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBill", "/goods/fixtureBill/create");
    const quantity = await screen.findByLabelText("数量");
    expect(screen.queryByLabelText("单号")).toBeNull();
    expect(screen.queryByLabelText("金额")).toBeNull(); // no input: a value shown
    await user.type(quantity, "3");
    await user.type(screen.getByLabelText("单价"), "19.99");
    await waitFor(() => expect(within(itemOf("金额")).getByText("¥59.97")).toBeInTheDocument());
    await user.clear(quantity);
    await user.type(quantity, "10");
    await waitFor(() => expect(within(itemOf("金额")).getByText("¥199.90")).toBeInTheDocument());
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBill"));
    const [save] = callsTo(BASE).filter(([path]) => path === `${BASE}/save`);
    expect(save?.[1]).toMatchObject({ quantity: 10, price: 19.99 });
    expect(save?.[1]).not.toHaveProperty("amount");
    expect(save?.[1]).not.toHaveProperty("tax");
    expect(save?.[1]).not.toHaveProperty("sn");
  });

  it("opens an 已审核 record's edit with its amount shown and saves it unchanged (nothing the form sends is refused)", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBill", "/goods/fixtureBill/edit/bl1");
    await waitFor(() => expect(within(itemOf("金额")).getByText("¥20.00")).toBeInTheDocument());
    await user.type(screen.getByLabelText("备注"), "已到货");
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBill"));
  });
});
