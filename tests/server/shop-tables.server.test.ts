import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../src/api/respond";
import { shopRoute } from "../../src/api/route";
import { screens } from "../../src/api/serves";
import { ADMIN } from "../api/helpers";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * The shop's fixed tables on the server (decision 0104): 地址, 角色, 员工 and 操作日志 are served by
 * the SQL repository over t_address, t_role, t_employee and t_audit_log on the call's transaction:
 * a save's row and its 操作日志 entry are in those tables after the
 * call, typed columns filled (no call has a Db to write them another way: decision 0108).
 */

const serves = screens("/goods", "/goods/supplier");

/** Renames the supplier the body names through ctx.repo and notes nothing: the recorder reads it before and after. */
const renameSupplier = shopRoute("/merchant/test/v1/supplier/rename", { ...serves, act: "edit" }, async (ctx) => {
  const row = await ctx.repo.table("goodsSupplier").patch(ctx.shop.alias, String(ctx.body.alias), { name: String(ctx.body.name) });
  return ok(row?.alias ?? null);
});

let server: AppOnPglite;
const call = <T,>(path: string, body: object) => server.call<T>(path, body);
const query = <T,>(text: string, params: unknown[] = []) => server.api.database.query<T>(text, params);

beforeAll(async () => {
  server = await appOnPglite([renameSupplier]);
}, 60_000);
afterAll(() => server?.api.close());

describe("the shop's fixed tables on the server", () => {
  it("stores an address's save and its 操作日志 entry in t_address and t_audit_log, read back by the lists", async () => {
    const body = { consignee: "黄蓉", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华三路168号", type: 1, is_default: 2 };
    const made = await call<{ alias: string }>("/merchant/shop/v1/address/save", body);
    expect(made.code).toBe(200);
    const [row] = await query<{ consignee: string; type: string; extra: unknown }>("SELECT consignee, type::text, extra FROM t_address WHERE alias = $1", [made.data.alias]);
    expect(row).toEqual({ consignee: "黄蓉", type: "1", extra: {} });
    const edited = await call("/merchant/shop/v1/address/save", { alias: made.data.alias, detail_address: "科技园南区 9 栋" });
    expect(edited.code).toBe(200);
    const entries = await query<{ summary: string; employee_alias: string | null; who_type: string }>(
      "SELECT summary, employee_alias, who_type FROM t_audit_log WHERE record @> $1::jsonb ORDER BY created_at, pos",
      [JSON.stringify([{ alias: made.data.alias }])],
    );
    expect(entries.map((e) => e.who_type)).toEqual(["owner", "owner"]);
    expect(entries[0]?.employee_alias).toBeNull();
    expect(entries[1]?.summary).toBe("详细地址：福华三路168号 → 科技园南区 9 栋");
    const log = await call<{ list: { summary: string; employee_alias: unknown }[] }>("/merchant/shop/v1/log/list", { page: 1, page_size: 5 });
    expect(log.data.list[0]).toMatchObject({ summary: "详细地址：福华三路168号 → 科技园南区 9 栋", employee_alias: null });
  });

  it("says what a hand-written handler changed through the repository, read before and after it from SQL", async () => {
    const [supplier] = await query<{ alias: string; name: string; shop_alias: string }>(
      "SELECT s.alias, s.name, s.shop_alias FROM r_goodssupplier s JOIN t_shops p ON p.alias = s.shop_alias JOIN t_users u ON u.alias = p.user_alias WHERE u.mobile = $1 ORDER BY s.alias LIMIT 1",
      [ADMIN.mobile],
    );
    expect(supplier).toBeDefined();
    const reply = await call("/merchant/test/v1/supplier/rename", { alias: supplier?.alias, name: "改名供应商" });
    expect(reply.code).toBe(200);
    const [entry] = await query<{ summary: string }>("SELECT summary FROM t_audit_log WHERE shop_alias = $1 ORDER BY created_at DESC, pos DESC LIMIT 1", [supplier?.shop_alias]);
    expect(entry?.summary).toBe(`供应商名称：${supplier?.name} → 改名供应商`);
  });
});
