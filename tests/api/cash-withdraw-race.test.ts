import { describe, expect, it } from "vitest";
import orderConfig from "../../src/resources/order/order";
import refundConfig from "../../src/resources/order/refund";
import { withdraw } from "../../src/api/handlers/sections/cash";
import { CASH_ACCOUNT_TABLE, CASH_TRADE_TABLE } from "../../src/api/handlers/sections/cash/cash-tables";
import { tableDefOf } from "../../src/api/repository/field-kinds";
import { memoryRepository } from "../../src/api/repository/memory";
import { slow } from "./slow-transaction";

/**
 * 提现 against one balance (cash.ts withdraw: the shop's lock, then the balance read and the
 * trade stored): of two withdrawals of 60 % of it at once exactly one is accepted and the other
 * refused with the balance the first left; without the lock both read the whole balance and
 * both are accepted, spending the money twice.
 */

const SHOP = "shopA";

describe("two withdrawals against one balance at once", () => {
  it("accept one and refuse the other", async () => {
    const repo = memoryRepository([CASH_ACCOUNT_TABLE, CASH_TRADE_TABLE, tableDefOf(orderConfig, "or"), tableDefOf(refundConfig, "rf")]);
    await repo.table(CASH_ACCOUNT_TABLE.name).insert(SHOP, { alias: `ca_${SHOP}`, bank_name: "招商银行", card_no: "6225880137896789", holder_name: "王建国" });
    await repo.table(CASH_TRADE_TABLE.name).insert(SHOP, { trade_no: "T1", trade_type: "recharge", amount_cents: 100_000, status: 1, remark: "账户充值" });
    const replies = await Promise.all([1, 2].map(() => repo.transaction((tx) => withdraw(slow(tx), SHOP, { amount: 600 }))));
    const bodies = await Promise.all(replies.map(async (r) => (await r.json()) as { code: number; msg: string }));
    expect(bodies.map((b) => b.code).sort()).toEqual([200, 422]);
    expect(bodies.find((b) => b.code === 422)?.msg).toMatch(/^提现金额不能超过可用余额/);
    const withdrawn = await repo.table(CASH_TRADE_TABLE.name).sum("amount_cents", { shop: SHOP, filters: [{ field: "trade_type", kind: "equal", wanted: "withdraw" }] });
    expect(withdrawn).toBe(60_000);
  });
});
