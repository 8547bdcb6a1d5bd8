import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { button, callsTo, findRow, preloadScreens, renderResource, resourceRouteObjects, setupUser, withAdminOnDemoApi } from "./resource-harness";

/**
 * `form: "modal"` on the engine's own list screen, over the app's demo API: 回收卡种
 * (create, and edit fresh from the detail call) and 推广商品 (edit only, from the row as
 * listed: its API has no detail call). Neither has a form route or a screen of its own.
 */

withAdminOnDemoApi();
await preloadScreens("recycleCard");
await preloadScreens("salesmanGoods");

const CARD = "/merchant/recycle/v1/card";
const PROMOTED = "/merchant/salesman/v1/goods";

/**
 * Puts `text` into a form's input as one paste: typed key by key, each character re-rendered the
 * modal's form (the create's three fields were a third of its CPU, past a test's 20 s at load 15-19).
 * The tags field splits a paste at its commas as it does typing.
 */
async function enter(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe("回收卡种: 新建 / 编辑 in a modal", () => {
  it("creates a card type in the modal, keeping what was typed on a refusal", async () => {
    // the generated list screen, not a page's
    expect(resourceRouteObjects("recycleCard").map((r) => r.path)).toEqual(["/recycle/card/index"]);
    const user = setupUser();
    // two rows a page (by 排序): 京东E卡, then the new card before it
    renderResource("recycleCard", "/recycle/card/index?pageSize=2");
    await screen.findByText("京东E卡", {});
    await user.click(button("新建回收卡种"));
    const form = await screen.findByRole("form", { name: "回收卡种表单" });
    // a name already in use: the server refuses, the modal stays with the values
    await enter(user, within(form).getByLabelText("卡种名称"), "京东E卡");
    await enter(user, within(form).getByLabelText("可回收面值"), "100,300,");
    await enter(user, within(form).getByLabelText("回收折扣"), "0.88");
    await user.click(button("保存", form));
    expect(await within(form).findByText("卡种名称已存在")).toBeInTheDocument();
    expect(within(form).getByLabelText("回收折扣")).toHaveValue("0.88");

    await enter(user, within(form).getByLabelText("卡种名称"), "永辉超市卡");
    await user.click(button("保存", form));
    const row = await findRow("永辉超市卡");
    expect(within(row).getByText("¥300")).toBeInTheDocument();
    expect(callsTo(CARD).filter(([p]) => p === `${CARD}/save`).at(-1)?.[1]).toMatchObject({
      name: "永辉超市卡", face_values: ["100", "300"], discount_rate: 0.88, status: 1,
    });
  });

  // the edit apart from the create: the whole walk (21 steps, each a render of antd's form or
  // table) measured 16 s at load 17, most of a test's 20 s, and failed past it at load 15-19
  it("edits a card type in the modal, fresh from the detail call", async () => {
    const user = setupUser();
    renderResource("recycleCard", "/recycle/card/index?pageSize=1");
    await user.click(button("编辑", await findRow("京东E卡")));
    const edit = await screen.findByRole("form", { name: "回收卡种表单" });
    await waitFor(() => expect(within(edit).getByLabelText("卡种名称")).toHaveValue("京东E卡"));
    expect(callsTo(CARD).some(([p]) => p === `${CARD}/detail`)).toBe(true);
    await enter(user, within(edit).getByLabelText("回收折扣"), "0.9");
    await user.click(button("保存", edit));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    await waitFor(async () => expect(within(await findRow("京东E卡")).getByText("9折")).toBeInTheDocument());
  });
});

describe("推广商品: 编辑 only, in a modal", () => {
  it("edits the commission rate of the row as listed, with no 新建 and no detail call", async () => {
    const user = setupUser();
    // one row a page: the first row is the one edited
    renderResource("salesmanGoods", "/salesman/goods/list?pageSize=1");
    await waitFor(() => expect(document.querySelectorAll(".ant-table-tbody tr.ant-table-row").length).toBeGreaterThan(0));
    expect(screen.queryByText(/^新建/)).toBeNull();
    const row = document.querySelector<HTMLElement>(".ant-table-tbody tr.ant-table-row");
    if (!row) throw new Error("no row");
    const listed = callsTo(PROMOTED).length;

    await user.click(button("编辑", row));
    const form = await screen.findByRole("form", { name: "推广商品表单" });
    expect(screen.getByText("编辑推广商品")).toBeInTheDocument();
    // only the editable fields: the goods' own name and price are not inputs
    expect(within(form).queryByLabelText("商品")).toBeNull();
    const rate = within(form).getByLabelText("佣金比例");
    await enter(user, rate, "51");
    await user.click(button("保存", form));
    expect(await within(form).findByText("佣金比例不能大于50")).toBeInTheDocument();
    await enter(user, rate, "33");
    await user.click(button("保存", form));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText("33%")).toBeInTheDocument());
    const made = callsTo(PROMOTED).slice(listed).map(([p]) => p);
    expect(made).not.toContain(`${PROMOTED}/detail`);
    expect(callsTo(PROMOTED).find(([p]) => p === `${PROMOTED}/save`)?.[1]).toMatchObject({ commission_rate: 33 });
  });
});
