import { expect, it } from "vitest";
import { formatDateTime } from "../../../src/api/util";
import { setupDemoApi } from "../helpers";
import { atEachClock } from "./clocks";
import { checkCash } from "./money-checks-cash";
import { checkDashboard } from "./money-checks-dashboard";
import { checkSalesman } from "./money-checks-salesman";

/**
 * The demo's money is one history (issue 23, decision 0027): 分销概况, 资产 and 工作台 are
 * sums of the orders and members, checked through the demo API at each clock of the history.
 */
setupDemoApi();

atEachClock((ctx) => {
  it("分销: 概况 sums the lists, promotion orders are customers' real orders after binding, settlements follow finished orders", async () => {
    await checkSalesman(ctx.token, formatDateTime(new Date()));
  });
  it("资产: one chain of trades, settlements of the paid orders, refunds of the refunded, one price list, one card", async () => {
    await checkCash(ctx.token, formatDateTime(new Date()));
  });
  it("工作台: today, yesterday, the trend and the to-dos agree with the lists", async () => {
    await checkDashboard(ctx.token, formatDateTime(new Date()));
    expect(ctx.today).toBe(formatDateTime(new Date()).slice(0, 10));
  });
});
