import type { RuleObject } from "antd/es/form";
import { describe, expect, it } from "vitest";
import { readTradeQuery, writeTradeQuery } from "../../../src/pages/cash/trade-filters";
import { amountRules } from "../../../src/pages/cash/withdraw-modal";

/** The 提现 form's rules (the server's, checked before sending) and the trade list's URL filters. */

async function amountError(value: unknown, available = 500): Promise<string | null> {
  for (const rule of amountRules(available) as RuleObject[]) {
    if (rule.required && (value === undefined || value === null || value === "")) return String(rule.message);
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (err) {
      return (err as Error).message;
    }
  }
  return null;
}

describe("提现金额 rules", () => {
  it.each([
    [undefined, "请输入提现金额"],
    [0, "提现金额必须大于0"],
    [-1, "提现金额必须大于0"],
    [1.005, "提现金额最多保留两位小数"],
    [500.01, "提现金额不能超过可用余额 ¥500.00"],
    [0.01, null],
    [500, null],
    [123.45, null],
  ])("%o → %s", async (value, message) => {
    expect(await amountError(value)).toBe(message);
  });
});

describe("trade list URL", () => {
  it("reads back what it writes", () => {
    const query = { page: 3, filters: { trade_type: "refund" as const, created_at: ["2026-10-01", "2026-10-31"] as [string, string] } };
    const params = writeTradeQuery(query);
    expect(params.toString()).toBe("trade_type=refund&from=2026-10-01&to=2026-10-31&page=3");
    expect(readTradeQuery(params)).toEqual(query);
  });

  it("ignores what it does not know or a backwards range", () => {
    const read = readTradeQuery(new URLSearchParams("trade_type=gift&from=2026-10-31&to=2026-10-01&page=-2"));
    expect(read).toEqual({ page: 1, filters: {} });
  });
});
