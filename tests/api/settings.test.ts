import { beforeEach, describe, expect, it } from "vitest";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

setupDemoApi();

interface Address {
  alias: string;
  consignee: string;
  type: number;
  is_default: number;
  created_at: string;
}
interface Role {
  alias: string;
  name: string;
  permissions: string[];
  employee_count: number;
}
interface Employee {
  alias: string;
  name: string;
  mobile: string;
  role_alias: string;
  status: number;
}

const A = "/merchant/shop/v1/address";
const R = "/merchant/shop/v1/role";
const E = "/merchant/shop/v1/employee";

let token = "";
beforeEach(async () => {
  token = await login();
});

const valid = {
  consignee: "黄蓉", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华三路168号", type: 1, is_default: 2,
};

describe("address", () => {
  it("pages the list (default page_size 10) and filters and sorts it", async () => {
    const all = await call<Page<Address>>(`${A}/list`, {}, { token });
    expect(all.body.data).toMatchObject({ total: 6, page: 1, page_size: 10 });
    expect(all.body.data.list).toHaveLength(6);
    expect(all.body.data.list[0]).not.toHaveProperty("shop_alias");
    const second = await call<Page<Address>>(`${A}/list`, { page: 2, page_size: 4 }, { token });
    expect(second.body.data).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect(second.body.data.list).toHaveLength(2);
    const returns = await call<Page<Address>>(`${A}/list`, { type: 1 }, { token });
    expect(returns.body.data.total).toBe(3);
    expect(returns.body.data.list.every((a) => a.type === 1)).toBe(true);
    const kw = await call<Page<Address>>(`${A}/list`, { keyword: "海创园" }, { token });
    expect(kw.body.data.list.map((a) => a.consignee)).toEqual(["刘洋"]);
    const asc = await call<Page<Address>>(`${A}/list`, { sort_field: "created_at", sort_order: "asc" }, { token });
    const dates = asc.body.data.list.map((a) => a.created_at);
    expect(dates).toEqual([...dates].sort());
  });

  it("creates, reads, updates and deletes", async () => {
    const created = await call<{ alias: string }>(`${A}/save`, valid, { token });
    expect(created.body.code).toBe(200);
    const alias = created.body.data.alias;
    const detail = await call<Address>(`${A}/detail`, { alias }, { token });
    expect(detail.body.data).toMatchObject({ ...valid, alias });
    const updated = await call(`${A}/save`, { alias, consignee: "郭靖" }, { token });
    expect(updated.body).toMatchObject({ code: 200, data: { alias } });
    expect((await call<Address>(`${A}/detail`, { alias }, { token })).body.data).toMatchObject({ consignee: "郭靖", mobile: valid.mobile });
    expect((await call<Page<Address>>(`${A}/list`, {}, { token })).body.data.total).toBe(7);
    expect((await call(`${A}/delete`, { alias }, { token })).body.code).toBe(200);
    expect((await call(`${A}/detail`, { alias }, { token })).body).toEqual({ code: 404, msg: "记录不存在", data: null });
    expect((await call(`${A}/delete`, { alias }, { token })).body.code).toBe(404);
  });

  it("refuses invalid fields with 422 naming the field", async () => {
    const cases: [object, string][] = [
      [{ ...valid, consignee: " " }, "请输入收货人"],
      [{ ...valid, mobile: "0755-1234567" }, "请输入正确的手机号码"],
      [{ ...valid, region: ["广东省", "深圳市"] }, "请选择所在地区"],
      [{ ...valid, detail_address: "" }, "请输入详细地址"],
      [{ ...valid, type: 3 }, "地址类型不正确"],
    ];
    for (const [body, msg] of cases) expect((await call(`${A}/save`, body, { token })).body).toMatchObject({ code: 422, msg });
  });

  it("keeps one default per type", async () => {
    const before = (await call<Page<Address>>(`${A}/list`, { type: 1, is_default: 1 }, { token })).body.data.list;
    expect(before).toHaveLength(1);
    const created = await call<{ alias: string }>(`${A}/save`, { ...valid, is_default: 1 }, { token });
    const defaults = (await call<Page<Address>>(`${A}/list`, { type: 1, is_default: 1 }, { token })).body.data.list;
    expect(defaults.map((a) => a.alias)).toEqual([created.body.data.alias]);
    // the default of the other type is untouched
    expect((await call<Page<Address>>(`${A}/list`, { type: 2, is_default: 1 }, { token })).body.data.total).toBe(1);
  });

  it("keeps each shop's addresses apart", async () => {
    const own = (await call<Page<Address>>(`${A}/list`, {}, { token })).body.data.list[0];
    const other = await loginOtherAdmin();
    expect((await call<Page<Address>>(`${A}/list`, {}, { token: other })).body.data.total).toBe(2);
    expect((await call(`${A}/detail`, { alias: own?.alias }, { token: other })).body.code).toBe(404);
    expect((await call(`${A}/save`, { ...valid, alias: own?.alias }, { token: other })).body.code).toBe(404);
    expect((await call(`${A}/delete`, { alias: own?.alias }, { token: other })).body.code).toBe(404);
  });
});

describe("role", () => {
  it("lists the seeded roles with employee counts", async () => {
    const roles = (await call<Page<Role>>(`${R}/list`, { sort_field: "created_at", sort_order: "asc" }, { token })).body.data;
    expect(roles.list.map((r) => r.name)).toEqual(["店长", "客服", "仓管"]);
    expect(roles.list.reduce((n, r) => n + r.employee_count, 0)).toBe(12);
    // 店长 holds everything, pages added later too (decision 0121)
    expect(roles.list[0]?.permissions).toEqual(["*"]);
  });

  it("refuses a duplicate name and deleting a role that has employees", async () => {
    expect((await call(`${R}/save`, { name: "客服" }, { token })).body).toMatchObject({ code: 422, msg: "角色名称已存在" });
    expect((await call(`${R}/save`, { name: "" }, { token })).body.msg).toBe("请输入角色名称");
    const roles = (await call<Page<Role>>(`${R}/list`, {}, { token })).body.data.list;
    const busy = roles.find((r) => r.employee_count > 0);
    const res = await call(`${R}/del`, { alias: busy?.alias }, { token });
    expect(res.body).toMatchObject({ code: 409, msg: "该角色下还有员工，无法删除" });

    const created = await call<{ alias: string }>(`${R}/save`, { name: "运营", permissions: ["/goods:view", "/goods:view"] }, { token });
    const info = await call<Role>(`${R}/info`, { alias: created.body.data.alias }, { token });
    expect(info.body.data).toMatchObject({ name: "运营", permissions: ["/goods:view"], employee_count: 0 });
    expect((await call(`${R}/del`, { alias: created.body.data.alias }, { token })).body.code).toBe(200);
  });
});

describe("employee", () => {
  const newcomer = async (extra: object = {}) => {
    const roles = (await call<Page<Role>>(`${R}/list`, {}, { token })).body.data.list;
    return { name: "欧阳锋", mobile: "13600001111", role_alias: roles[0]?.alias, ...extra };
  };

  it("needs a valid password on create only, and never returns it", async () => {
    expect((await call(`${E}/save`, await newcomer(), { token })).body).toMatchObject({ code: 422, msg: "请输入登录密码" });
    for (const password of ["abc12", "abcdefghij", "12345678901", "a1".repeat(11)]) {
      const res = await call(`${E}/save`, await newcomer({ password }), { token });
      expect(res.body).toMatchObject({ code: 422, msg: "密码需为8-20位，且包含字母和数字" });
    }
    const created = await call<{ alias: string }>(`${E}/save`, await newcomer({ password: "Staff2026" }), { token });
    expect(created.body.code).toBe(200);
    const alias = created.body.data.alias;
    expect((await call(`${E}/save`, { alias, name: "欧阳克" }, { token })).body.code).toBe(200);
    const info = await call<Record<string, unknown>>(`${E}/info`, { alias }, { token });
    expect(info.body.data).toMatchObject({ name: "欧阳克", status: 1 });
    expect(info.body.data).not.toHaveProperty("password");
    const list = await call<Page<Record<string, unknown>>>(`${E}/list`, { page_size: 100 }, { token });
    expect(list.body.data.total).toBe(13);
    expect(list.body.data.list.every((e) => !("password" in e))).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain("Staff2026");
    // a password filter must not leak anything either
    expect((await call<Page<Employee>>(`${E}/list`, { password: "nope" }, { token })).body.data.total).toBe(13);
  });

  it("checks role existence and mobile uniqueness", async () => {
    const res = await call(`${E}/save`, await newcomer({ role_alias: "ro-missing", password: "Staff2026" }), { token });
    expect(res.body).toMatchObject({ code: 422, msg: "角色不存在" });
    const dup = await call(`${E}/save`, await newcomer({ mobile: "13512340001", password: "Staff2026" }), { token });
    expect(dup.body.code).toBe(422);
  });

  it("filters by role and status and searches by name or mobile", async () => {
    const disabled = await call<Page<Employee>>(`${E}/list`, { status: 2 }, { token });
    expect(disabled.body.data.list.map((e) => e.name).sort()).toEqual(["冯雪", "韩磊"].sort());
    expect((await call<Page<Employee>>(`${E}/list`, { keyword: "13760285149" }, { token })).body.data.list[0]?.name).toBe("卫兰");
    const roles = (await call<Page<Role>>(`${R}/list`, {}, { token })).body.data.list;
    for (const role of roles) {
      const byRole = await call<Page<Employee>>(`${E}/list`, { role_alias: role.alias }, { token });
      expect(byRole.body.data.total).toBe(role.employee_count);
    }
  });
});
