// Issue 23, part 5: after a row is deleted from a list, the focus is on the list (its table, named
// 「品牌列表」), not on the page's body where the deleted row's 删除 left it: a keyboard or
// screen-reader user goes on from the list. Through the real engine list, providers and msw.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brand, brandSeeds } from "../fixture-brand";
import { button, findRow, firstColumn, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "../resource-harness";

withResourceDemoApi([brand], brandSeeds);
await preloadScreens("fixtureBrand");

describe("deleting a row of a list", () => {
  it("leaves the focus on the list", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const row = await findRow("月光文创");
    await user.click(within(row).getByText("删除"));
    const confirm = await waitFor(() => screen.getByText("确定删除这条品牌吗？").closest<HTMLElement>(".ant-popover"));
    await user.click(button("删除", confirm ?? undefined));
    await waitFor(() => expect(firstColumn()).not.toContain("月光文创"));
    const list = screen.getByRole("table", { name: `${brand.label}列表` });
    await waitFor(() => expect(list).toHaveFocus());
  });
});
