// Live screens (issue 49 item 1, decision 0113), on the API server (`npm run serve`'s build): the
// owner and a 客服 (a role and an employee of the test's own) in two browser contexts. The owner remarks an order and ships it; the 客服's open
// order detail shows the remark and her open 工作台 drops 待发货 by one within 5 s, with no reload
// (the server's event stream, refine's liveProvider); the owner narrows her role and the 备注
// button goes from her open page at once.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { choose, expectToast, fillText, item, ok, openedDialog } from "../crud.mjs";
import {
  ADMIN, apiInPage as serverApi, assertNoConsoleErrors, consoleAnswers, expectText, launch, newPage, ON_SERVER, screenshotOnFailure, signIn, visit,
} from "../helpers.mjs";

/** A 客服 of the test's own (a role and an employee it makes; no 客服 in its name): the seeded 客服 role is one-shop.server.spec's to change and find, on the same server at once. */
const STAFF = { mobile: "13600004444", name: "周小播", password: "Live2027" };
const ROLE = { name: "直播助理", permissions: ["/dashboard/workplace:view", "/order:view", "/order:remark"] };
/** What the issue asks: the other person's screen follows within 5 s. */
const LIVE_MS = 5_000;
const REMARK = "实时推送：周末前发出";
const TEST_TIMEOUT = 180_000;

const remarkButton = (page) => page.getByRole("button", { name: /^\s*备\s*注\s*$/ });
/** 工作台's 待发货 to-do, read from its link's label (待发货订单 N). */
async function waitingToShip(page) {
  const link = page.getByRole("link", { name: /^待发货订单 \d+$/ });
  await link.waitFor({ state: "visible" });
  return Number(/(\d+)$/.exec((await link.getAttribute("aria-label")) ?? "")?.[1]);
}

describe("live screens on the server, two browser contexts", () => {
  let browser;
  before(async () => {
    [browser] = await Promise.all([launch(), consoleAnswers()]);
  });
  after(async () => {
    await browser?.close();
  });

  it("the 客服's open screens follow the owner's remark, 发货 and her narrowed role, with no reload", { timeout: TEST_TIMEOUT }, async () => {
    assert.ok(ON_SERVER, "this spec runs on the API server (its file name: *.server.spec.mjs)");
    const owner = await newPage(browser);
    const staff = await newPage(browser);
    await screenshotOnFailure(owner, "live owner", () => screenshotOnFailure(staff, "live staff", async () => {
      await signIn(owner, ADMIN.mobile, ADMIN.password);
      await expectText(owner, ADMIN.nickname);
      const listed = await serverApi(owner, "/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express", page: 1, page_size: 1 });
      const order = listed.data?.list?.[0];
      assert.ok(order, "an express order waits to be shipped");

      const role = await serverApi(owner, "/merchant/shop/v1/role/save", { name: ROLE.name, description: "", permissions: ROLE.permissions });
      assert.equal(role.code, 200, role.msg);
      const employee = await serverApi(owner, "/merchant/shop/v1/employee/save", {
        name: STAFF.name, mobile: STAFF.mobile, role_alias: role.data.alias, password: STAFF.password, status: 1,
      });
      assert.equal(employee.code, 200, employee.msg);

      // the 客服: the order's detail in one tab, 工作台 in another
      await signIn(staff, STAFF.mobile, STAFF.password);
      await expectText(staff, `${STAFF.name} · ${ROLE.name}`);
      await visit(staff, `/order/${order.order_sn}`);
      await remarkButton(staff).waitFor({ state: "visible" });
      const workplace = await staff.context().newPage();
      await visit(workplace, "/dashboard/workplace");
      const before = await waitingToShip(workplace);

      // the owner remarks the order: the 客服's open detail shows it
      await visit(owner, `/order/${order.order_sn}`);
      await remarkButton(owner).click();
      const remark = await openedDialog(owner, "商家备注");
      await fillText(remark, "备注（仅商家可见）", REMARK);
      await ok(remark);
      await expectToast(owner, "备注已保存");
      await expectText(staff, REMARK, { timeout: LIVE_MS });

      // the owner ships it: the 客服's open 工作台 counts one fewer to ship
      await owner.getByRole("button", { name: /^\s*发\s*货\s*$/ }).click();
      const ship = await openedDialog(owner, "订单发货");
      await choose(ship, "快递公司", "顺丰速运");
      await item(ship, "快递公司").locator(".ant-select-selection-item", { hasText: "顺丰速运" }).waitFor({ state: "visible" });
      await fillText(ship, "运单号", "SF1234567890");
      await ok(ship);
      await expectToast(owner, "发货成功");
      await workplace.getByRole("link", { name: `待发货订单 ${before - 1}` }).waitFor({ state: "visible", timeout: LIVE_MS });

      // the owner takes 备注 from the role: the button goes from the 客服's open detail
      const saved = await serverApi(owner, "/merchant/shop/v1/role/save", {
        alias: role.data.alias, name: ROLE.name, description: "", permissions: ROLE.permissions.filter((p) => p !== "/order:remark"),
      });
      assert.equal(saved.code, 200, saved.msg);
      await remarkButton(staff).waitFor({ state: "detached", timeout: LIVE_MS });
      await expectText(staff, REMARK);
      assertNoConsoleErrors(owner);
      assertNoConsoleErrors(staff);
    }));
  });
});
