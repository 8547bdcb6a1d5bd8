import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsWhere } from "../../src/api/locked-rows";
import { resourceHandlers } from "../../src/api/resources";
import settlement from "../../src/resources/salesman/settlement";
import { ADMIN } from "../api/helpers";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * A transition's `after` on the server's SQL (decision 0119): it runs in the move's transaction,
 * so what it writes is stored with the move, and its refusal (a string) undoes both: the
 * generated runner throws it (faults.ts RefusedAfterWrites) and the call's transaction rolls back.
 * 结算单's 结算 served with a test `after` that renames a supplier, refusing when the body says so.
 */

const RENAMED = "结算后改名";

let server: AppOnPglite;
const query = <T,>(text: string, params: unknown[] = []) => server.api.database.query<T>(text, params);

beforeAll(async () => {
  server = await appOnPglite(resourceHandlers([settlement], {}, [{
    resource: "salesmanSettlement",
    after: {
      settle: async (_row, ctx) => {
        const table = ctx.repo.table("goodsSupplier");
        const [first] = await rowsWhere(table, ctx.shop.alias, "shop_alias", [ctx.shop.alias]);
        if (first) await table.patch(ctx.shop.alias, first.alias, { name: RENAMED });
        return ctx.body.refuse === true ? "测试：拒绝结算" : null;
      },
    },
  }]));
}, 60_000);
afterAll(() => server?.api.close());

const pending = () => query<{ alias: string; shop_alias: string }>(
  "SELECT s.alias, s.shop_alias FROM r_salesmansettlement s JOIN t_shops p ON p.alias = s.shop_alias JOIN t_users u ON u.alias = p.user_alias WHERE u.mobile = $1 AND s.status = 1 ORDER BY s.alias LIMIT 1",
  [ADMIN.mobile],
);
const statusOf = async (alias: string) => (await query<{ status: string }>("SELECT status::text FROM r_salesmansettlement WHERE alias = $1", [alias]))[0]?.status;
const renamed = async (shop: string) => (await query<{ n: number }>("SELECT count(*)::int AS n FROM r_goodssupplier WHERE shop_alias = $1 AND name = $2", [shop, RENAMED]))[0]?.n;

describe("a transition's after on the server", () => {
  it("refused: the move and what after wrote are both undone", async () => {
    const [row] = await pending();
    if (!row) throw new Error("no 待结算 row in the seed");
    const reply = await server.call(`${settlement.api.base}/settle`, { alias: row.alias, refuse: true });
    expect(reply).toMatchObject({ code: 422 });
    expect(await statusOf(row.alias)).toBe("1");
    expect(await renamed(row.shop_alias)).toBe(0);
  });

  it("accepted: the move and what after wrote are stored together", async () => {
    const [row] = await pending();
    if (!row) throw new Error("no 待结算 row in the seed");
    expect(await server.call(`${settlement.api.base}/settle`, { alias: row.alias })).toMatchObject({ code: 200 });
    expect(await statusOf(row.alias)).toBe("2");
    expect(await renamed(row.shop_alias)).toBe(1);
  });
});
