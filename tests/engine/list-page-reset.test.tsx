import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { button, callsTo, firstColumn, listTab as tab, preloadScreens, renderResource, setupUser, withAdminOnDemoApi, shownSearch } from "./resource-harness";

/**
 * A list on page 2 whose tab or filters change lists the new selection from page 1 (issue 15,
 * 3a: page 2 of 全部订单 → 待发货 kept currentPage=2, an empty table under a pager of 22).
 * On the app's demo API: /order (status tabs, 10 a page).
 */

withAdminOnDemoApi();
await preloadScreens("order");

const BASE = "/merchant/order/v1/order";
const lastList = () => callsTo(BASE).filter(([path]) => path === `${BASE}/list`).at(-1)?.[1];
const pageInUrl = (search: string) => new URLSearchParams(search).get("currentPage");

describe("list paging after a new selection", () => {
  it("a tab clicked on page 2 lists page 1 of that status", async () => {
    const user = setupUser();
    renderResource("order", "/order?currentPage=2&pageSize=10");
    await waitFor(() => expect(lastList()).toMatchObject({ page: 2 }));
    await waitFor(() => expect(firstColumn().length).toBeGreaterThan(0));

    await user.click(tab("待发货"));
    await waitFor(() => expect(lastList()).toMatchObject({ page: 1, status: expect.anything() as unknown }));
    await waitFor(() => expect(pageInUrl(shownSearch())).toBe("1"));
    await waitFor(() => expect(firstColumn().length).toBeGreaterThan(0));
  });

  it("a filter searched on page 2 lists page 1 of what it finds", async () => {
    const user = setupUser();
    renderResource("order", "/order?currentPage=2&pageSize=10");
    await waitFor(() => expect(lastList()).toMatchObject({ page: 2 }));
    const delivery = document.querySelector<HTMLElement>("form[aria-label='筛选'] input[id$='delivery_type']");
    if (!delivery) throw new Error("no 配送方式 filter");
    await user.click(delivery);
    await user.click(await waitFor(() => {
      const option = Array.from(document.querySelectorAll<HTMLElement>(".ant-select-item-option")).find((o) => o.textContent === "快递");
      if (!option) throw new Error("no option 快递");
      return option;
    }));
    await user.click(button("查询"));
    await waitFor(() => expect(lastList()).toMatchObject({ page: 1, delivery_type: "express" }));
    await waitFor(() => expect(pageInUrl(shownSearch())).toBe("1"));
  });
});
