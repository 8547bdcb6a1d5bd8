// No lost update (issue 48, decision 0082), in the in-browser demo: two tabs open one goods
// item's 编辑; the first saves a new 售价, the second then saves a new name from the copy it
// opened. Before, the second save put the old price back without a word; now it is refused with
// 记录已被他人修改，请刷新后重试, its typed name still in the field, and 重新加载 (confirmed)
// brings the first tab's price, so saving again keeps both changes. Two tabs of one browser
// context: the demo's store is the browser's, shared by its tabs (two contexts are two shops).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi, firstListed, goInApp, openConsole, waitForPath } from "../helpers.mjs";
import { expectToast, fillText, item, recordForm, save, textOf } from "../crud.mjs";

const TEST_TIMEOUT = 90_000;
const STALE = "记录已被他人修改，请刷新后重试";
const GOODS = "/merchant/goods/v1/goods";
const inPage = browserForSpec();

/** Waits until the form's 商品名称 shows `name` (the record is in the form). */
const showsName = (form, name) =>
  item(form, "商品名称").locator(`input[value="${name}"]`).first().waitFor({ state: "attached" });

describe("a stale save", () => {
  it("two tabs edit one goods item: the second save is refused, what it typed stays, 重新加载 brings the first's", { timeout: TEST_TIMEOUT }, () =>
    inPage("stale-save", async (first) => {
      const goods = await firstListed(first, `${GOODS}/list`);
      const path = `/goods/edit/${goods.alias}`;
      await goInApp(first, path);
      const second = await first.context().newPage();
      await openConsole(second, path);
      const firstForm = recordForm(first, "商品");
      const secondForm = recordForm(second, "商品");
      await showsName(firstForm, goods.name);
      await showsName(secondForm, goods.name);

      // the first tab saves a new price (under 划线价, which may not be below it)
      await fillText(firstForm, "售价", "1.23");
      await save(firstForm);
      await expectToast(first, "保存成功");
      await waitForPath(first, "/goods");

      // the second tab saves the name from the copy it opened: refused, nothing lost
      const name = `${goods.name}（改名）`;
      await fillText(secondForm, "商品名称", name);
      await save(secondForm);
      const refusal = secondForm.locator(".ant-alert").filter({ hasText: STALE });
      await refusal.waitFor({ state: "visible" });
      await expectToast(second, STALE);
      assert.equal(await textOf(secondForm, "商品名称"), name, "the typed name stays in the field");
      assert.equal(new URL(second.url()).pathname, path, "the form stays open");
      const stored = (await demoApi(second, `${GOODS}/detail`, { alias: goods.alias })).data;
      assert.equal(stored.name, goods.name, "the refused save stored nothing");
      assert.equal(Number(stored.price), 1.23, "the first tab's price is kept");

      // 重新加载, confirmed: the newest record replaces the form's values
      await refusal.getByRole("button", { name: /重新加载/ }).click();
      await second.locator(".ant-popconfirm").getByRole("button", { name: /重新加载/ }).click();
      await showsName(secondForm, goods.name);
      assert.equal(Number(await textOf(secondForm, "售价")), 1.23);
      await refusal.waitFor({ state: "detached" });

      // the name typed again over the newest record: saved, with the first tab's price
      await fillText(secondForm, "商品名称", name);
      await save(secondForm);
      await expectToast(second, "保存成功");
      await waitForPath(second, "/goods");
      const saved = (await demoApi(second, `${GOODS}/detail`, { alias: goods.alias })).data;
      assert.equal(saved.name, name);
      assert.equal(Number(saved.price), 1.23);
      // (the second tab is not watched: its refusal is an HTTP 409, which the browser logs as a failed load)
      assertNoConsoleErrors(first);
    }, { as: ADMIN, at: "/goods" }));
});
