import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadControls } from "../../../src/engine/fields";
import type { ResourceConfig } from "../../../src/engine/types";
import { brandLog, brandSeeds } from "../fixture-brand";
import { button, callsTo, firstColumn, listTab, preloadScreens, renderResource, setupUser, withResourceDemoApi, shownSearch } from "../resource-harness";

/**
 * A list with no rows (issue 23): filtered, it says nothing matches and offers 清除筛选, which
 * clears the filter bar and the URL's filters; unfiltered it keeps the plain 暂无数据. Either
 * way the 操作 header stays while a row of the page could have a button.
 */

/** The same with no records at all. */
const brandNone: ResourceConfig = { ...brandLog, name: "fixtureBrandNone", routes: { list: "/goods/fixtureBrandNone" }, api: { base: "/merchant/goods/v1/fixture-brand-none" } };
const seed = brandSeeds.fixtureBrand;
withResourceDemoApi([brandLog, brandNone], { fixtureBrandLog: (ctx) => (seed ? seed(ctx) : []), fixtureBrandNone: () => [] });
// the filter bar's date picker is code of its own: loaded before, not inside the first test's waits
await preloadControls(brandLog.fields);
await preloadScreens("salesmanCustomer");

const headers = () => Array.from(document.querySelectorAll(".ant-table-thead th")).map((th) => th.textContent ?? "");
/** The list filtered by 产地 德国, which no brand is from. */
const GERMAN = "filters[0][field]=country&filters[0][operator]=eq&filters[0][value]=de";

describe("an empty list", () => {
  it("says nothing matches its filters, keeps 操作, and 清除筛选 lists every row again", async () => {
    const user = setupUser();
    renderResource("fixtureBrandLog", `/goods/fixtureBrandLog?${GERMAN}`);
    // the file's first screen loads the engine's code: once it has asked for its list
    await waitFor(() => expect(callsTo("/merchant/goods/v1/fixture-brand-log")).not.toEqual([]));
    expect(await screen.findByText("没有符合筛选条件的记录")).toBeInTheDocument();
    expect(headers()).toContain("操作");
    expect(firstColumn()).toEqual([]);

    await user.click(button("清除筛选"));
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    expect(shownSearch()).not.toContain("country");
    expect(document.querySelector("form[aria-label='筛选'] .ant-select-selection-item")).toBeNull();
  });

  it("without filters says 暂无数据 and offers nothing to clear", async () => {
    renderResource("fixtureBrandNone", "/goods/fixtureBrandNone");
    await waitFor(() => expect(document.querySelector(".ant-table-placeholder .ant-empty-description")).toHaveTextContent("暂无数据"));
    expect(screen.queryByText("没有符合筛选条件的记录")).toBeNull();
    expect(() => button("清除筛选")).toThrow();
    expect(headers()).toContain("操作");
  });

  it("keeps 操作 only where a row of its filters could have a button", async () => {
    const user = setupUser();
    renderResource("fixtureBrandLog", `/goods/fixtureBrandLog?${GERMAN}`);
    expect(await screen.findByText("没有符合筛选条件的记录")).toBeInTheDocument();
    expect(headers()).toContain("操作");
    // 停用 records never have 停用: no header on their empty page either
    await user.click(listTab("停用"));
    await waitFor(() => expect(headers()).toContain("品牌名称"));
    await waitFor(() => expect(headers()).not.toContain("操作"));
    expect(screen.getByText("没有符合筛选条件的记录")).toBeInTheDocument();
  });
});
