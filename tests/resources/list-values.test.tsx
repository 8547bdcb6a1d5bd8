import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Rec } from "../../src/engine/types";
import { request } from "../../src/providers/http";
import { resources } from "../../src/resources";
import { calls } from "../pages/demo-api";
import { button, callsTo, findRow, firstColumn, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * Values that stand for more than a word read whole wherever they show (issue 23): a coupon's
 * 有效期 (a 领取后N天 coupon: 领取后15天内有效, in the list and its drawer; a fixed period: its
 * start and end, one a line) and an order's items, one a line. On the demo API, through the real
 * providers; what is expected comes from the records the list call answers.
 */
withAdminOnDemoApi();
await preloadScreens("coupon");
await preloadScreens("order");

const configOf = (name: string) => {
  const config = resources.find((c) => c.name === name);
  if (!config) throw new Error(`no resource ${name}`);
  return config;
};
/** The first page of the list as the screen asks for it (its default sort). */
async function listed(name: string): Promise<Rec[]> {
  const config = configOf(name);
  const sort = config.defaultSort ? { sort_field: config.defaultSort.field, sort_order: config.defaultSort.order } : {};
  const { list } = await request<{ list: Rec[] }>(`${config.api.base}/list`, { page: 1, page_size: 10, ...sort });
  calls.length = 0; // the screen's calls only from here
  return list;
}

/** Once the screen has asked for its list, and then drawn its rows. */
async function shown(name: string) {
  const path = `${configOf(name).api.base}/list`;
  await waitFor(() => expect(callsTo(path.replace(/\/list$/, "")).some(([p]) => p === path)).toBe(true));
  await waitFor(() => expect(firstColumn().length).toBeGreaterThan(0));
}

/** The row's cell under the column titled `title`. */
function cellOf(row: HTMLElement, title: string): HTMLElement {
  const heads = Array.from(row.closest("table")?.querySelectorAll("thead th") ?? []).map((th) => th.textContent ?? "");
  const cell = row.querySelectorAll("td")[heads.indexOf(title)];
  if (!(cell instanceof HTMLElement)) throw new Error(`no column ${title}`);
  return cell;
}
/** The lines a cell reads: its text's blocks (TemplateLines), else its text. */
const linesOf = (cell: HTMLElement) => {
  const blocks = Array.from(cell.querySelectorAll<HTMLElement>("span[style*='display: block']"));
  return blocks.length ? blocks.map((b) => (b.textContent ?? "").replace(/\u00a0/g, " ")) : [cell.textContent ?? ""];
};

describe("a coupon's 有效期", () => {
  it("reads 领取后N天内有效 in the list and the drawer, and a fixed period's two dates a line each", async () => {
    const user = setupUser();
    const coupons = await listed("coupon");
    const days = coupons.find((c) => c.valid_type === 2);
    const fixed = coupons.find((c) => c.valid_type === 1);
    if (!days || !fixed) throw new Error("the first page has no coupon of each validity");
    // a page of just the rows needed: a page of ten rows draws slowly in jsdom on a busy machine
    renderResource("coupon", `/ump/coupon?pageSize=${Math.max(coupons.indexOf(days), coupons.indexOf(fixed)) + 1}&currentPage=1`);
    await shown("coupon");

    const row = await findRow(String(days.name));
    const words = `领取后${String(days.valid_days)}天内有效`;
    expect(linesOf(cellOf(row, "有效期"))).toEqual([words]);
    const period = cellOf(await findRow(String(fixed.name)), "有效期");
    expect(linesOf(period)).toEqual([`${String(fixed.start_at)} 至`, String(fixed.end_at)]);

    await user.click(button("查看", row));
    const drawer = await screen.findByRole("dialog");
    await waitFor(() => expect(within(drawer).getByText(words)).toBeInTheDocument());
    expect(within(drawer).queryByText("领取后N天")).toBeNull();
  });
});

describe("an order's items", () => {
  it("read one line each, name ×count, in the list", async () => {
    const [order] = await listed("order");
    if (!order) throw new Error("no order");
    renderResource("order", "/order?pageSize=1&currentPage=1");
    await shown("order");
    const row = await findRow(String(order.order_sn));
    const items = order.items as { name: string; num: number }[];
    expect(linesOf(cellOf(row, "商品"))).toEqual(items.map((it) => `${it.name} ×${it.num}`));
  });
});
