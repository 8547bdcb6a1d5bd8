import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { countTick, moneyTick } from "../../src/components/chart-frame";
import { appPage, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The charts of 工作台, 分销概况 and 资产概况 over the demo API: money axes say it the way
 * cells and tooltips do (¥14,000, with separators), counts carry their unit (单, 人).
 */

withAdminOnDemoApi();
const pages = ["/dashboard/workplace", "/salesman/overview", "/cash/dashboard"].map(appPage);
await preloadScreens("order", pages);

/**
 * The tick texts of a chart's Y axes (left then right), once drawn. Found by its label, not by
 * role: naming every element of a page with a table takes seconds in jsdom.
 */
async function yTicks(chart: string): Promise<string[][]> {
  return waitFor(() => {
    const img = document.querySelector(`[role="img"][aria-label="${chart}"]`);
    if (!img) throw new Error(`no chart ${chart}`);
    const axes = [...img.querySelectorAll(".recharts-yAxis-tick-labels")].map((axis) =>
      [...axis.querySelectorAll(".recharts-cartesian-axis-tick-value")].map((t) => t.textContent ?? ""),
    );
    if (axes.length === 0 || axes.some((a) => a.length === 0)) throw new Error(`${chart}: no Y axis ticks yet`);
    return axes;
  });
}

const MONEY = /^¥\d{1,3}(,\d{3})*(\.\d{2})?$/;

describe("chart axes", () => {
  it("format money like cells do, whole yuan without decimals", () => {
    expect(moneyTick(14000)).toBe("¥14,000");
    expect(moneyTick(2.5)).toBe("¥2.50");
    expect(countTick("人")(1200)).toBe("1,200人");
  });

  it("工作台: 销售额 in ¥ with separators, 订单数 in 单", async () => {
    renderResource("order", "/dashboard/workplace", pages);
    const [sales = [], orders = []] = await yTicks("近7日销售趋势");
    expect(sales.every((t) => MONEY.test(t))).toBe(true);
    // thousands have their separator (the week's sales may stay under ¥1,000: moneyTick above)
    for (const t of sales) if (Number(t.replace(/[¥,]/g, "")) >= 1000) expect(t).toContain(",");
    expect(orders.every((t) => /^\d+单$/.test(t))).toBe(true);
    // the KPI above says money the same way
    const kpi = screen.getByText("今日销售额").closest(".ant-statistic")?.querySelector(".ant-statistic-content");
    expect(kpi?.textContent).toMatch(MONEY);
  });

  it("分销概况: 销售额 and 佣金 in ¥; 新增客户与推广员 in 人", async () => {
    const user = setupUser();
    renderResource("order", "/salesman/overview", pages);
    const money = await yTicks("近30天趋势");
    expect(money).toHaveLength(2);
    expect(money.flat().every((t) => MONEY.test(t))).toBe(true);
    await user.click(screen.getByText("新增客户与推广员"));
    await waitFor(async () => expect((await yTicks("近30天趋势")).flat().every((t) => /^[\d,]+人$/.test(t))).toBe(true));
  });

  it("资产概况: 收支 in ¥ with separators", async () => {
    renderResource("order", "/cash/dashboard", pages);
    const [amounts = []] = await yTicks("近30天收支趋势");
    expect(amounts.every((t) => MONEY.test(t))).toBe(true);
    expect(amounts.some((t) => t.includes(","))).toBe(true);
  });
});
