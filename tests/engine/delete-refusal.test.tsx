import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { brand, brandSeeds } from "./fixture-brand";
import { drawnBy } from "./fields/drawn-by";
import { callsTo, findRow, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * `deleteRefusedWhen` (issue 15, 5: 删除 was offered on running coupons, running draws and
 * sold card keys, then refused by the server): where the rule holds, 删除 is disabled with
 * the reason as its tooltip and the row cannot be picked for 批量删除; elsewhere it deletes.
 */

const REASON = "启用中的品牌不能删除，请先停用";
const guarded: ResourceConfig = {
  ...brand,
  operations: ["list", "create", "edit", "detail", "delete", "batchDelete"],
  deleteRefusedWhen: { field: "status", in: [1], reason: REASON },
};
withResourceDemoApi([guarded], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
/** The row's 删除: the button, or the refused one's focusable wrapper (role button, aria-disabled). */
const deleteIn = (row: HTMLElement) => within(row).getByRole("button", { name: /^删\s*除/ });

describe("a delete the server refuses", () => {
  it("is disabled with the reason as its tooltip", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const running = await findRow("月光文创");
    const refused = deleteIn(running);
    expect(refused).toHaveAttribute("aria-disabled", "true");
    expect(refused).toHaveAccessibleName(`删除：${REASON}`);
    expect(within(running).getByText(/^删\s*除$/).closest("button")).toBeDisabled();

    await user.hover(refused);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(REASON);
    await user.click(refused);
    expect(screen.queryByText("确定删除这条品牌吗？")).toBeNull();
    expect(callsTo(BASE).filter(([path]) => path === `${BASE}/del`)).toEqual([]);

    // a record the rule does not hold for: the ordinary 删除
    const stopped = await findRow("樱花工坊");
    expect(deleteIn(stopped)).not.toHaveAttribute("aria-disabled");
    await user.click(deleteIn(stopped));
    expect(await screen.findByText("确定删除这条品牌吗？")).toBeInTheDocument();
  });

  it("tells the reason to the keyboard too: the refused 删除 takes the focus and shows it", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const refused = deleteIn(await findRow("星河玩具"));
    act(() => refused.focus());
    expect(refused).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(REASON);
  });

  it("makes its tooltip when first wanted, then follows the pointer: it goes when the pointer leaves", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const refused = deleteIn(await findRow("月光文创"));
    // a list of refused rows draws no tooltip until one is pointed at (issue 26): the button's box
    // is the refused button's own, not the tooltip's trigger's
    expect(drawnBy(refused.firstElementChild)).toBe("RefusedButton");
    await user.hover(refused);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(REASON);
    expect(drawnBy(refused.firstElementChild)).not.toBe("RefusedButton");
    await user.unhover(refused);
    await waitFor(() => expect(document.querySelector(".ant-tooltip:not(.ant-tooltip-hidden)")).toBeNull());
    expect(refused).toHaveAccessibleName(`删除：${REASON}`);
  });

  it("leaves the record out of 批量删除's selection", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const box = (name: string) => findRow(name).then((row) => row.querySelector<HTMLInputElement>("input[type=checkbox]"));
    expect(await box("月光文创")).toBeDisabled();
    expect(await box("星河玩具")).toBeDisabled();
    expect(await box("樱花工坊")).toBeEnabled();
  });
});
