import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, preloadScreens, renderResource, withAdminOnDemoApi } from "./resource-harness";

/**
 * A list opened with its filters in the URL (a reload, 返回, a link from 工作台): refine
 * reads them back as strings, and the engine gives them their field's type again.
 * On the app's demo API: goods (`type`, an enum of numbers) and 推广商品 (`is_promote`, a flag).
 */

withAdminOnDemoApi();
await preloadScreens("goods");
await preloadScreens("salesmanGoods");

const BASE = "/merchant/goods/v1/goods";
const url = (field: string, value: string) => `/goods?filters[0][field]=${field}&filters[0][operator]=eq&filters[0][value]=${value}`;
const TYPES = ["数字藏品", "实物商品", "卡密商品"];
const listCalls = () => callsTo(BASE).filter(([path]) => path === `${BASE}/list`);
/** The goods type shown in each row of the table. */
const rowTypes = () =>
  Array.from(document.querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row")).map((tr) =>
    TYPES.filter((t) => within(tr).queryByText(t)).join(),
  );
/** What the filter bar's 商品类型 select shows. */
const typeFilterText = () => {
  const bar = document.querySelector<HTMLElement>("form[aria-label='筛选']");
  return bar?.querySelector(".ant-select-selection-item")?.textContent ?? null;
};

describe("enum filters from the URL", () => {
  it("show the option's label and send its typed value, in one list call", async () => {
    renderResource("goods", url("type", "2"));
    // the first screen of the file loads the engine's code: a longer wait
    await waitFor(() => expect(rowTypes().length).toBeGreaterThan(0));
    expect(new Set(rowTypes())).toEqual(new Set(["实物商品"]));
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.[1].type).toBe(2); // the number, not "2"
    await waitFor(() => expect(typeFilterText()).toBe("实物商品"));
  });

  it("leave a value that names no option as it is", async () => {
    renderResource("goods", url("type", "9"));
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]?.[1].type).toBe("9");
    await waitFor(() => expect(typeFilterText()).toBe("9"));
  });

  it("type a flag too, on the modal-form list (推广商品: is_promote 1 推广中 / 2 未推广)", async () => {
    const promoted = "/merchant/salesman/v1/goods";
    renderResource("salesmanGoods", "/salesman/goods/list?filters[0][field]=is_promote&filters[0][operator]=eq&filters[0][value]=2");
    await waitFor(() => expect(callsTo(promoted)).toHaveLength(1));
    expect(callsTo(promoted)[0]?.[1].is_promote).toBe(2);
    await waitFor(() => expect(typeFilterText()).toBe("未推广"));
  });
});
