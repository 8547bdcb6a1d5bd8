import { describe, expect, it } from "vitest";
import { listQueryOf } from "../../src/api/shop-table-calls";
import { AUDIT_LOG_TABLE, EMPLOYEE_TABLE } from "../../src/api/shop-tables";

/** A list body as the repository's query (shop-table-calls.ts listQueryOf), for the hand-written shop tables. */

const employees = { def: EMPLOYEE_TABLE, keyword: ["name", "mobile"], hidden: ["password_hash"] };

describe("listQueryOf", () => {
  it("filters by stored keys only, never by the hidden hash, and orders by a stored key or the default", () => {
    const q = listQueryOf(employees, "s1", { status: 2, role_name: "客服", password_hash: "x", password: "y", keyword: " 卫兰 ", sort_field: "password_hash", page: 2 });
    expect(q.filters).toEqual([{ field: "status", kind: "equal", wanted: 2, scalar: true }]);
    expect(q.keyword).toEqual({ text: "卫兰", fields: ["name", "mobile"] });
    expect(q.sort).toEqual({ field: "created_at", order: "desc" });
    expect({ page: q.page, pageSize: q.pageSize, shop: q.shop }).toEqual({ page: 2, pageSize: 10, shop: "s1" });
  });

  it("makes a day range of real days only, and part filters of the parts", () => {
    const log = { def: AUDIT_LOG_TABLE, keyword: ["who"], parts: ["page_name"], defaultSort: ["created_at", "desc"] as ["created_at", "desc"] };
    const q = listQueryOf(log, "s1", { created_at: ["2026-03-01", ""], page_name: "地址" });
    expect(q.filters).toEqual([
      { field: "created_at", kind: "range", wanted: ["2026-03-01", ""], scalar: true },
      { field: "page_name", kind: "part", wanted: "地址" },
    ]);
    // no day: "one of" values no time equals, not a fault of the store
    expect(listQueryOf(log, "s1", { created_at: ["nope", ""] }).filters[0]?.kind).toBe("equal");
  });
});
