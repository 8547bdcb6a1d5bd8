import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi, USER } from "./helpers";

setupDemoApi();

const CERT_INFO = "/user/v1/cert/info";
const CERT_VERIFY = "/user/v1/cert/verify";

interface MenuItem {
  path: string;
  title: string;
  sort: number;
  status: number;
  children: MenuItem[];
}

describe("实名认证", () => {
  it("shows the admin's certification with a masked ID number", async () => {
    const token = await login();
    const res = await call<Record<string, unknown>>(CERT_INFO, {}, { token });
    expect(res.body.data).toEqual({
      status: 2, account_type: 1, id_card_name: "王建国", id_card_no: "4403**********001X", license_no: "91440300MA5G8K2L3P",
    });
  });

  it("validates the ID check digit, the licence number, then sets 审核中", async () => {
    const token = await login(USER);
    const before = await call<{ status: number; id_card_no: string | null }>(CERT_INFO, {}, { token });
    expect(before.body.data).toMatchObject({ status: 0, id_card_no: null });

    const person = { account_type: 3, id_card_name: "李小二" };
    const bad = await call(CERT_VERIFY, { ...person, id_card_no: "110105194912310021" }, { token });
    expect(bad.body).toMatchObject({ code: 422, msg: "身份证号码不正确" });
    const short = await call(CERT_VERIFY, { ...person, id_card_no: "11010519491231002" }, { token });
    expect(short.body.msg).toBe("身份证号码不正确");
    const company = await call(CERT_VERIFY, { account_type: 1, id_card_name: "李小二", id_card_no: "11010519491231002X" }, { token });
    expect(company.body).toMatchObject({ code: 422, msg: "请输入营业执照号" });

    const good = await call(CERT_VERIFY, { ...person, id_card_no: "11010519491231002x" }, { token });
    expect(good.body.code).toBe(200);
    const after = await call(CERT_INFO, {}, { token });
    expect(after.body.data).toEqual({
      status: 1, account_type: 3, id_card_name: "李小二", id_card_no: "1101**********002X", license_no: null,
    });
    const shop = await call<{ verify_status: number }>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data.verify_status).toBe(1);
    expect((await call(CERT_VERIFY, { ...person, id_card_no: "11010519491231002X" }, { token })).body.code).toBe(409);
  });
});

describe("shop account", () => {
  it("returns the admin shop with verify_status 2", async () => {
    const token = await login();
    const res = await call<Record<string, unknown>>("/merchant/shop/v1/account/info", {}, { token });
    expect(res.body.data).toMatchObject({ name: "星河数字藏品旗舰店", verify_status: 2 });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ["alias", "contact", "created_at", "description", "logo", "name", "verify_status", "version"],
    );
  });

  it("edits name, description, contact and logo", async () => {
    const token = await login(USER);
    const edit = "/merchant/shop/v1/account/edit";
    expect((await call(edit, { name: "新名字", contact: "12345" }, { token })).body).toMatchObject({ code: 422, msg: "联系电话格式不正确" });
    expect((await call(edit, { name: "李记好物", description: "广州好物", contact: "020-88886666" }, { token })).body.code).toBe(200);
    expect((await call("/merchant/shop/v1/account/edit-logo", {}, { token })).body).toMatchObject({ code: 422, msg: "请上传店铺LOGO" });
    const logo = "data:image/png;base64,iVBORw0KGgo=";
    expect((await call("/merchant/shop/v1/account/edit-logo", { logo }, { token })).body.code).toBe(200);
    const info = await call("/merchant/shop/v1/account/info", {}, { token });
    expect(info.body.data).toMatchObject({ name: "李记好物", description: "广州好物", contact: "020-88886666", logo });
  });
});

describe("server menu", () => {
  it("lists the sections unsorted, with hidden items, in the documented shape", async () => {
    const token = await login();
    const res = await call<{ list: MenuItem[] }>("/merchant/shop/v1/menu/list", {}, { token });
    const list = res.body.data.list;
    const all = list.flatMap((s) => [s, ...s.children]);
    expect(all.some((m) => m.status === 2)).toBe(true);
    const sorts = list.map((s) => s.sort);
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b));
    const paths = all.filter((m) => m.status === 1).map((m) => m.path);
    for (const path of ["/dashboard/workplace", "/goods/category", "/order/refund", "/member", "/user/employee", "/cash/dashboard"]) {
      expect(paths).toContain(path);
    }
    const user = list.find((s) => s.path === "/user");
    expect(user).toMatchObject({ title: "设置", menu_icon: "setting", status: 1 });
    expect(Object.keys(user ?? {}).sort()).toEqual(["children", "menu_icon", "name", "path", "sort", "status", "title"]);
  });

  it("needs a token", async () => {
    expect((await call("/merchant/shop/v1/menu/list")).status).toBe(401);
  });
});
