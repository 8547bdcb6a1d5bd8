// 消息中心 on the API server (issue 49 item 2, decision 0114): the owner's console is open; someone
// else (the 店长, through the API from another device) sets a goods item's stock under its
// 库存预警; the owner's bell counts it when the console comes to the front (or at once by the
// server's live events, once the console has them), the drawer shows it, and a click reads it and
// opens the goods item. Runs on `node dist-server/serve.js` (e2e/spec-target.mjs).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, BASE_URL, consoleAnswers, launch, newPage, ON_SERVER, screenshotOnFailure, signIn, visit, waitForPath } from "../helpers.mjs";

const MANAGER = { mobile: "13512340001", password: "Staff@2026" };
const TEST_TIMEOUT = 120_000;

/** A call of the API as the console makes it; its data (a refusal fails the test). */
async function api(path, body, token) {
  const headers = { "Content-Type": "application/json", Application: "merchant-console", ...(token ? { Authorization: token } : {}) };
  const reply = await (await fetch(`${BASE_URL}${path}`, { method: "POST", headers, body: JSON.stringify(body) })).json();
  assert.equal(reply.code, 200, `${path}: ${reply.msg}`);
  return reply.data;
}

/** The bell's unread count as it shows it. */
const unread = async (page) => Number(await page.getByRole("button", { name: /^消息/ }).getAttribute("data-unread"));

describe("消息中心 on the server", () => {
  let browser;
  before(async () => {
    [browser] = await Promise.all([launch(), consoleAnswers()]);
  });
  after(async () => {
    await browser?.close();
  });

  it("the owner's bell counts a 库存预警 made by another, and its message opens the goods item", { timeout: TEST_TIMEOUT }, async () => {
    assert.ok(ON_SERVER, "this spec runs on the API server (its file name: *.server.spec.mjs)");
    const owner = await newPage(browser);
    await screenshotOnFailure(owner, "messages owner", async () => {
      await signIn(owner, ADMIN.mobile, ADMIN.password);
      await visit(owner, "/user/setting");
      const bell = owner.getByRole("button", { name: /^消息/ });
      await bell.waitFor({ state: "visible" });
      await owner.waitForFunction(() => document.querySelector("[data-unread]")?.getAttribute("data-unread") !== null);
      const before = await unread(owner);

      // the 店长, on another device: a 实物商品 restocked, then set under its 库存预警
      const manager = (await api("/merchant/user/v1/login/by-mobile-password", MANAGER)).access_token;
      const goods = (await api("/merchant/goods/v1/goods/list", { page: 1, page_size: 1, type: 2 }, manager)).list[0];
      assert.ok(goods, "a 实物商品 in the demo");
      await api("/merchant/goods/v1/goods/save", { alias: goods.alias, stock: 50, stock_alert: 10 }, manager);
      await api("/merchant/goods/v1/goods/save", { alias: goods.alias, stock: 2, stock_alert: 10 }, manager);

      // the owner's console comes to the front: the bell asks again
      await owner.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
      await owner.waitForFunction((n) => Number(document.querySelector("[data-unread]")?.getAttribute("data-unread")) > n, before, { timeout: 5_000 });
      assert.equal(await unread(owner), before + 1);

      await bell.click();
      const drawer = owner.getByRole("dialog");
      const message = drawer.getByRole("button", { name: `未读：库存预警：${goods.name} 库存 2（预警 10）` });
      await message.click();
      await waitForPath(owner, `/goods/edit/${goods.alias}`);
      await owner.waitForFunction((n) => Number(document.querySelector("[data-unread]")?.getAttribute("data-unread")) === n, before, { timeout: 5_000 });
      assertNoConsoleErrors(owner);
    });
  });
});
