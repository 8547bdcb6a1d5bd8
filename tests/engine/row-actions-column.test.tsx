import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brandLog, brandSeeds } from "./fixture-brand";
import { firstColumn, listTab as tab, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * The 操作 column is drawn only when a row of the page has a button (issue 15, 6: 客户列表
 * and 已发放 中奖记录 had an empty 操作 column on every row).
 */

const seed = brandSeeds.fixtureBrand;
withResourceDemoApi([brandLog], { fixtureBrandLog: (ctx) => (seed ? seed(ctx) : []) });
await preloadScreens("salesmanCustomer");

const headers = () => Array.from(document.querySelectorAll(".ant-table-thead th")).map((th) => th.textContent ?? "");

describe("the 操作 column", () => {
  it("shows while a row has a button, and goes when no row of the page has one", async () => {
    const user = setupUser();
    renderResource("fixtureBrandLog", "/goods/fixtureBrandLog");
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    expect(headers()).toContain("操作");

    await user.click(tab("停用"));
    await waitFor(() => expect(firstColumn()).toEqual(["樱花工坊"]));
    expect(headers()).not.toContain("操作");
    expect(headers()).toContain("品牌名称");
  });

  it("is not drawn on a read-only list (客户列表)", async () => {
    renderResource("salesmanCustomer", "/salesman/customer/list");
    await waitFor(() => expect(firstColumn().length).toBeGreaterThan(0));
    expect(headers()).toContain("会员");
    expect(headers()).not.toContain("操作");
  });
});
