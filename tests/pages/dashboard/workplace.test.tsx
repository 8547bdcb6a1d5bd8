import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetDb } from "../../../src/demo/node";
import { FIGURES_API, OVERVIEW_API, type Figures, type Overview } from "../../../src/pages/dashboard/overview-types";
import { KPIS } from "../../../src/pages/dashboard/workplace";
import { SALES_NAME } from "../../../src/pages/dashboard/sales-chart";
import { request } from "../../../src/providers/http";
import { appPage, preloadScreens, renderResource, withAdminOnDemoApi } from "../../engine/resource-harness";
import { HISTORY_CLOCKS } from "../../api/history/clocks";

/**
 * 工作台's 较昨日 on the demo seeded at each history clock (00:20 included: no order yet
 * today). What each card should say is derived from the overview the page is given.
 */
let clock: Date | undefined;
withAdminOnDemoApi(() => {
  if (!clock) return;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
  resetDb();
});
afterEach(() => {
  vi.useRealTimers();
});

const page = appPage("/dashboard/workplace");
await preloadScreens("notice", [page]);

/** The card of a KPI, by its title. */
const card = (title: string): HTMLElement => {
  const hit = screen.getByText(title).closest(".ant-card");
  if (!(hit instanceof HTMLElement)) throw new Error(`no card ${title}`);
  return hit;
};

describe.each(HISTORY_CLOCKS)("工作台 opened on %s", (label, at) => {
  beforeAll(() => {
    clock = at;
  });

  it("says 较昨日 in the Chinese convention: a rise red, a fall green, 暂无 without yesterday", async () => {
    const data = await request<Figures>(FIGURES_API);
    if (label.includes("before the day's first order")) expect(data.today.orders, "the demo has no order yet at this clock").toBe(0);
    renderResource("notice", "/dashboard/workplace", [page]);
    await screen.findByText(KPIS[0]!.title);
    for (const kpi of KPIS) {
      const [today, yesterday] = [data.today[kpi.key], data.yesterday[kpi.key]];
      const compare = within(card(kpi.title)).getByText(/较昨日/);
      const text = compare.textContent ?? "";
      if (yesterday === 0) {
        expect(text, kpi.title).toBe("较昨日 暂无");
        continue;
      }
      const percent = Math.round(((today - yesterday) / yesterday) * 1000) / 10;
      if (percent === 0) expect(text, kpi.title).toBe("较昨日 持平");
      else expect(text.replace(/\s+/g, " "), kpi.title).toBe(`较昨日 ${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`);
      // rise red (antd's danger), fall green (its success): never the West's way round
      if (percent > 0) expect(compare, kpi.title).toHaveClass("ant-typography-danger");
      if (percent < 0) expect(compare, kpi.title).toHaveClass("ant-typography-success");
    }
  });

  it("lists the latest notices as tag, title and a date that never wraps", async () => {
    const data = await request<Overview>(OVERVIEW_API);
    renderResource("notice", "/dashboard/workplace", [page]);
    const first = data.notices[0];
    if (!first) return;
    const title = await screen.findByText(first.title);
    const row = title.closest("li");
    if (!(row instanceof HTMLElement)) throw new Error("no notice row");
    // tag and title are one block, left-aligned; the date stands apart on one line
    const date = within(row).getByText(first.created_at.slice(0, 10));
    expect(date).toHaveStyle({ whiteSpace: "nowrap" });
    expect(row.children).toHaveLength(2);
    await waitFor(() => expect(row.firstElementChild).toContainElement(title));
  });

  it("says how many notices this account has not read, in words, beside 最新公告", async () => {
    const data = await request<Overview>(OVERVIEW_API);
    renderResource("notice", "/dashboard/workplace", [page]);
    const head = (await screen.findByText("最新公告")).closest(".ant-card-head");
    if (!(head instanceof HTMLElement)) throw new Error("no 最新公告 card");
    expect(data.unread).toBeGreaterThan(0);
    expect(within(head).getByText(`${data.unread} 条未读`)).toBeInTheDocument();
  });
});

describe("工作台's 7-day chart", () => {
  it("says its 销售额 is net of refunds (a refund made later changes a past day), in the legend", async () => {
    renderResource("notice", "/dashboard/workplace", [page]);
    const chart = await screen.findByRole("img", { name: "近7日销售趋势" });
    await waitFor(() => expect(within(chart).getByText(SALES_NAME)).toBeInTheDocument());
    expect(SALES_NAME).toContain("扣除退款");
  });
});
