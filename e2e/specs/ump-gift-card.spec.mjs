// 营销中心 礼品卡 as the admin merchant, on the demo API: a new card type (price above face
// value refused first) issues its first batch, which 追加发行 extends, and whose cards are
// listed with masked secrets and an 导出; an activated card is 作废 and its history opened.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { confirm, expectFieldError, expectRow, expectToast, fillText, filterList, item, recordForm, rowAction, rows, save } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, goInApp, expectText, firstListed, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();
const BASE = "/merchant/ump/v1/gift-card";

describe("营销中心 礼品卡 /ump/giftCard", () => {
  it("creates a card type: its first batch shows, 追加发行 adds one, the cards page with masked secrets", { timeout: 60_000 }, () =>
    inPage("gift-card-create", async (page) => {
      await page.getByRole("link", { name: /新建礼品卡/ }).click();
      await waitForPath(page, "/ump/giftCard/create");
      const form = recordForm(page, "礼品卡");
      const name = `端到端卡${String(Date.now()).slice(-6)}`;
      await fillText(form, "礼品卡名称", name);
      await fillText(form, "面值", "50");
      await fillText(form, "售价", "60");
      await fillText(form, "发行数量", "12");
      await save(form);
      await expectFieldError(form, "面值", "面值不能低于售价");
      assert.equal(await item(form, "礼品卡名称").locator("input").first().inputValue(), name, "the form keeps what was typed");
      await fillText(form, "售价", "45");
      await save(form);
      await expectToast(page, "礼品卡已创建");
      await waitForPath(page, "/ump/giftCard/index");

      await filterList(page, "礼品卡名称", name);
      await expectRow(page, name);
      await rowAction(page, name, "发行记录");
      // the path alone: the list adds its query (page, sorter) to the URL once it has loaded
      await waitForPath(page, (url) => /^\/ump\/giftCard\/record\/[\w-]+$/.test(url.pathname), { message: "the batches of the new card type should open" });
      await expectText(page, "发行批次");
      await expectRow(page, name);
      assert.match(await rows(page).first().innerText(), /\b12\b/, "the first batch has the 12 cards of the card type");

      await page.getByRole("button", { name: /追加发行/ }).click();
      const dialog = page.getByRole("dialog");
      await fillText(dialog, "发行数量", "5");
      await dialog.getByRole("button", { name: /追加发行/ }).click();
      await expectToast(page, "已追加发行");
      await page.waitForFunction(() => document.querySelectorAll(".ant-table-tbody > tr.ant-table-row").length === 2);

      // newest first: the first batch is the last row
      await rows(page).last().getByRole("link", { name: "查看卡片", exact: true }).click();
      await waitForPath(page, (url) => /^\/ump\/giftCard\/myCardRecord\/[\w-]+$/.test(url.pathname)); // a list adds its query once loaded
      await expectText(page, "共 12 条");
      assert.equal(await rows(page).count(), 10, "the first page shows 10 cards");
      const card = await rows(page).first().innerText();
      assert.match(card, /8801\d{8}/, `a card number: ${card}`);
      assert.match(card, /[A-Z0-9]{4}\*{4}/, `the secret is masked: ${card}`);
      assert.match(card, /未激活/);

      await page.getByRole("button", { name: /导\s*出/ }).click();
      await expectToast(page, "导出任务已创建");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/giftCard/index" }));

  it("作废 an activated card after confirming; its detail and use history show it", { timeout: 45_000 }, () =>
    inPage("gift-card-void", async (page) => {
      const card = await firstListed(page, `${BASE}/card-record`, { batch_alias: "gb_1_1", status: 2 });
      await page.getByRole("tab", { name: /已激活/ }).click();
      await waitForPath(page, (url) => decodeURIComponent(url.search).includes("status"));
      await expectRow(page, card.card_no);
      await rowAction(page, card.card_no, "作废");
      await confirm(page);
      await expectToast(page, "卡片已作废");

      await goInApp(page, `/ump/giftCard/recordDetail/${card.alias}`);
      await expectText(page, "卡片详情");
      await expectText(page, "已作废");
      assert.equal(await page.getByRole("button", { name: /^\s*作\s*废\s*$/ }).count(), 0, "a voided card cannot be voided again");
      await page.getByRole("link", { name: "使用记录" }).click();
      await waitForPath(page, `/ump/giftCard/getCardRecord/${card.card_no}`);
      const history = page.locator(".ant-table-tbody > tr.ant-table-row");
      await history.last().waitFor({ state: "visible" });
      assert.match(await history.last().innerText(), /激活/, "the oldest entry is the activation");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/giftCard/myCardRecord/gb_1_1" }));
});
