import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import type { Rec } from "../../src/engine/types";
import { FIGURES_API, OVERVIEW_API } from "../../src/pages/dashboard/overview-types";
import { ask, seedBoth, sorted } from "./two-stores";

/**
 * 工作台 and 分销概况 on the server (工作台's counts, sums and days asked of the database in SQL, decision 0058)
 * answers what the in-page store answers (the same query over the rows in memory: page-rows.ts),
 * seeded on one clock: the overviews and the figures, then again after the same writes on both
 * (an order shipped, a notice read), with the order list's tab counts. Only over HTTP (npm run
 * test:server).
 */

/** 分销概况's figures are the promotion orders joined with their orders, each read by its 订单号. */
const SALESMAN_OVERVIEW_API = "/merchant/salesman/v1/overview";
const CALLS = [OVERVIEW_API, FIGURES_API, SALESMAN_OVERVIEW_API];

describe.skipIf(!REMOTE).sequential("工作台 on the server answers as the in-page store does", () => {
  const tokens = { mine: "", theirs: "" };
  const onBoth = async (path: string, body: object) => [await ask(false, path, body, tokens.mine), await ask(true, path, body, tokens.theirs)];
  const compared = async () => {
    for (const path of CALLS) {
      const [mine, theirs] = await onBoth(path, {});
      expect(mine?.code, path).toBe(200);
      expect(sorted(theirs), path).toEqual(sorted(mine));
    }
    // the order list's tabs, which the database keeps counted as orders change (tab-counts.ts, decision 0057)
    const [mine, theirs] = await onBoth("/merchant/order/v1/order/list", {});
    expect({ total: theirs?.data.total, counts: theirs?.data.counts }).toEqual({ total: mine?.data.total, counts: mine?.data.counts });
  };

  it("seeds the server and this test's store on one clock", async () => {
    ({ mine: tokens.mine, theirs: tokens.theirs } = await seedBoth());
  });

  it("answers the overviews and the figures alike", async () => {
    await compared();
  });

  it("answers them alike after an order ships and a notice is read", async () => {
    const waiting = await ask(false, "/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express" }, tokens.mine);
    const order = (waiting.data.list as Rec[])[0];
    const overview = await ask(false, OVERVIEW_API, {}, tokens.mine);
    const unread = (overview.data.notices as Rec[]).find((n) => n.is_read === 2);
    expect(order && unread).toBeTruthy();
    for (const reply of await onBoth("/merchant/order/v1/order/ship", { order_sn: order?.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" })) expect(reply?.code, reply?.msg).toBe(200);
    for (const reply of await onBoth("/merchant/shop/v1/notice/detail", { alias: unread?.alias })) expect(reply?.code, reply?.msg).toBe(200);
    await compared();
    expect((await ask(true, OVERVIEW_API, {}, tokens.theirs)).data.unread).toBe(Number(overview.data.unread) - 1);
  });
});
