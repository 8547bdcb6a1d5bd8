import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Key } from "react";
import type { ResourceConfig } from "../../../src/engine/types";
import { rowSelection } from "../../../src/engine/screens/row-selection";
import { skeletonRecords } from "../../../src/engine/screens/list-skeleton";
import { brand, brandSeeds } from "../fixture-brand";
import { findRow, renderResource, withResourceDemoApi } from "../resource-harness";

/**
 * The list table's 批量删除 checkboxes have names (issue 23, axe label on the card keys' list):
 * a row's says which row, as a phone's card does; the header's is in Chinese.
 */
const withBatch: ResourceConfig = { ...brand, operations: ["list", "create", "edit", "detail", "delete", "batchDelete"] };
withResourceDemoApi([withBatch], brandSeeds);

describe("the list's row selection", () => {
  it("names each row's checkbox for its row and the header's 全选本页", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    // the admin shop's brands (fixture-brand.ts); the title column is the first, 品牌名称
    for (const name of ["月光文创", "樱花工坊", "星河玩具"]) {
      const row = await findRow(name);
      expect(within(row).getByRole("checkbox")).toHaveAccessibleName(`选择 ${name}`);
    }
    const header = document.querySelector<HTMLElement>(".ant-table-thead");
    expect(header && within(header).getByRole("checkbox")).toHaveAccessibleName("全选本页");
  });

  it("leaves the skeleton's rows out while the first page loads: their boxes disabled, 全选本页 picks none of them", () => {
    const picked: Key[][] = [];
    const selection = rowSelection(withBatch, "name", "alias", [], (keys) => picked.push(keys));
    const [skeleton] = skeletonRecords(1, "alias");
    expect(selection?.getCheckboxProps?.(skeleton!).disabled).toBe(true);
    expect(selection?.getCheckboxProps?.({ alias: "br_1", name: "月光文创" }).disabled).toBe(false);
    // antd hands onChange the keys of the page's rows that are not disabled; a skeleton key is dropped all the same
    selection?.onChange?.([String(skeleton!.alias), "br_1"], [], { type: "all" });
    expect(picked).toEqual([["br_1"]]);
  });
});
