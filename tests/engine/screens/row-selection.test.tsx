import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../../src/engine/types";
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
});
