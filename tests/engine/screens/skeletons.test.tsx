import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../../src/demo/node";
import { LIST_THUMB } from "../../../src/engine/fields/image";
import { listColumns } from "../../../src/engine/screens/list-columns";
import { skeletonCells } from "../../../src/engine/screens/list-skeleton";
import { LOADING_TEXT } from "../../../src/engine/screens/skeletons";
import type { ResourceConfig } from "../../../src/engine/types";
import { brand, brandSeeds } from "../fixture-brand";
import { firstColumn, preloadScreens, renderResource, withResourceDemoApi } from "../resource-harness";

/**
 * Skeletons, not spinners (decision 0129): while a generated list, detail or edit form waits for
 * its data it shows its own shape (the list's header and rows of the page's size, the detail's
 * labelled rows, the form's fields), busy for a screen reader with one 加载中, and no spinner;
 * then the data in the same place. Real providers and screens over msw, the call held.
 */

withResourceDemoApi([brand], brandSeeds);
await preloadScreens("fixtureBrand");

const BASE = "/merchant/goods/v1/fixture-brand";

/** Holds every call to `path` until `release()`, then lets it reach the demo API. */
function holdCalls(path: string): { release(): void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.post(`*${path}`, async () => void (await held)));
  return { release };
}

/** The one busy region on the page, saying 加载中 once, and no spinner turning. */
async function busyRegion(): Promise<HTMLElement> {
  const region = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>("[aria-busy='true']");
    expect(found).toHaveLength(1);
    return found[0] as HTMLElement;
  });
  expect(within(region).getAllByText(LOADING_TEXT)).toHaveLength(1);
  expect(screen.getAllByText(LOADING_TEXT)).toHaveLength(1);
  expect(document.querySelector(".ant-spin-spinning")).toBeNull();
  return region;
}

const notBusy = () => waitFor(() => expect(document.querySelector("[aria-busy='true']")).toBeNull());

describe("a list whose first page is on its way", () => {
  it("draws its header and skeleton rows of the page's size in the table's own cells, then the rows in their place", async () => {
    const call = holdCalls(`${BASE}/list`);
    renderResource("fixtureBrand", "/goods/fixtureBrand?currentPage=1&pageSize=20");
    const region = await busyRegion();
    const table = within(region).getByRole("table", { hidden: true });
    const skeletons = await waitFor(() => {
      const rows = table.querySelectorAll("tbody tr[data-skeleton]");
      expect(rows).toHaveLength(20);
      return rows;
    });
    // the header is the list's own, each skeleton row a cell under each of its columns
    const headers = table.querySelectorAll("thead th");
    expect(headers.length).toBeGreaterThan(brand.fields.length - 1);
    for (const row of skeletons) expect(row.querySelectorAll("td")).toHaveLength(headers.length);
    expect(table.querySelector("thead")?.textContent).toContain("品牌名称");
    expect(screen.queryByText("暂无数据")).toBeNull();

    call.release();
    await waitFor(() => expect(firstColumn()).toContain("月光文创"));
    await notBusy();
    expect(document.querySelector("[data-skeleton]")).toBeNull();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
  });
});

describe("a detail whose record is on its way", () => {
  it("draws the record's labelled rows with a bar for each value, then the values", async () => {
    const call = holdCalls(`${BASE}/detail`);
    renderResource("fixtureBrand", "/goods/fixtureBrand/detail/br_moon");
    const region = await busyRegion();
    // every detail field shown whatever the record, by its label
    for (const f of brand.fields) expect(within(region).getByText(f.label)).toBeInTheDocument();
    expect(within(region).queryByText("月光文创")).toBeNull();

    call.release();
    await screen.findByText("月光文创");
    await notBusy();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
  });
});

describe("an edit form whose record is on its way", () => {
  it("draws its own fields, disabled, as blocks; then the record's values, enabled", async () => {
    const call = holdCalls(`${BASE}/detail`);
    renderResource("fixtureBrand", "/goods/fixtureBrand/edit/br_moon");
    const region = await busyRegion();
    expect(region).toHaveClass("form-skeleton");
    const name = within(region).getByLabelText("品牌名称");
    expect(name).toBeDisabled();
    expect(name).toHaveValue("");

    call.release();
    await waitFor(() => expect(screen.getByLabelText("品牌名称")).toHaveValue("月光文创"));
    await notBusy();
    expect(screen.getByLabelText("品牌名称")).toBeEnabled();
    expect(document.querySelector(".form-skeleton")).toBeNull();
  });
});

describe("a skeleton row's cells", () => {
  const goods: ResourceConfig = {
    ...brand,
    fields: [
      { key: "pic", label: "图片", type: "image" },
      { key: "name", label: "名称" },
      { key: "code", label: "编码", list: { under: "name" } },
      { key: "sku", label: "规格", list: { under: "name" } },
      { key: "price", label: "价格", type: "money" },
    ],
  };

  it("are as high as the row's own cells: a thumbnail, a line and a smaller one for each shown under it, the buttons", () => {
    const cells = skeletonCells(listColumns(goods), { selection: true, actions: true });
    expect(cells.map((c) => c.height)).toEqual([16, LIST_THUMB, 22 + 2 * 18, 22, 24]);
    expect(cells[1]).toMatchObject({ fill: true, width: LIST_THUMB });
  });

  it("follow the columns shown: none for a hidden one, no selection or 操作 when the list has none", () => {
    const shown = listColumns(goods).filter((c) => c.key !== "code");
    expect(skeletonCells(shown, { selection: false, actions: false }).map((c) => c.height)).toEqual([LIST_THUMB, 22 + 18, 22]);
  });
});
