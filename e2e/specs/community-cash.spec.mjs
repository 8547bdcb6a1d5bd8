// 社区 (/community/note) and 资产管理 (/cash/dashboard) as the admin merchant, on the demo API:
// write a note in the rich-text editor and find it in the list (an injected script in a
// seeded note stays inert), then 提现 on the asset page and see the new balance and trade.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { addTags, choose, confirm, expectFieldError, expectRow, expectToast, fillText, filterList, pickOption, recordForm, rowAction, rowWith, save, viewRow } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, visit, waitForPath } from "../helpers.mjs";

const TEST_TIMEOUT = 60_000;
const inPage = browserForSpec();

/** '¥84,779.42' → 84779.42 */
const yuan = (text) => Number(text.replace(/[^\d.-]/g, ""));

describe("社区笔记 /community/note", () => {
  it("writes a note in the rich-text editor, finds it, takes it down; a seeded script stays inert", { timeout: TEST_TIMEOUT }, () =>
    inPage("community-note", async (page) => {
      const dialogs = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await visit(page, "/community/note");
      await page.getByRole("link", { name: /新建笔记/ }).click();
      await waitForPath(page, "/community/note/create");
      const form = recordForm(page, "笔记");

      // nothing written yet: both required fields say so
      await save(form);
      await expectFieldError(form, "标题", "请输入标题");
      await expectFieldError(form, "正文", "请输入正文");

      const title = "端到端测试：藏品开箱笔记";
      await fillText(form, "标题", title);
      const editor = form.getByRole("textbox", { name: "正文" });
      await editor.click();
      await form.getByRole("button", { name: "加粗" }).click();
      await page.keyboard.type("限量开箱");
      await form.getByRole("button", { name: "加粗" }).click();
      await page.keyboard.type("，细节满满。");
      await addTags(form, "话题标签", ["开箱"]);
      await choose(form, "关联商品", "敦煌飞天 数字藏品", { search: "敦煌" });
      await save(form);
      await expectToast(page, "笔记已创建");
      await waitForPath(page, "/community/note");

      await filterList(page, "笔记标题", "端到端测试");
      await expectRow(page, title);
      assert.equal(await rowWith(page, "端到端测试").count(), 1, "the filter leaves only the new note");
      const detail = await viewRow(page, title);
      assert.equal(detail["正文"], "限量开箱，细节满满。");
      assert.equal(detail["关联商品"], "敦煌飞天 数字藏品");
      assert.equal(detail["状态"], "已发布");

      await rowAction(page, title, "下架");
      await confirm(page);
      await expectToast(page, "笔记状态已更新");
      await rowWith(page, title).filter({ hasText: "已下架" }).first().waitFor();

      // the seeded note with <script> and onerror= shows its text and runs nothing
      await filterList(page, "笔记标题", "中秋月夜");
      await rowAction(page, "中秋月夜", "查看");
      // the drawer may still show the last record while this one loads: wait for its text
      const drawer = page.locator(".ant-drawer-content").filter({ hasText: "转发抽奖规则见下方图片" });
      await drawer.waitFor({ state: "visible" });
      await drawer.getByText("活动解释权归本店所有").waitFor();
      assert.equal(await page.locator("[onerror], .ant-drawer script, a[href^='javascript']").count(), 0);
      assert.deepEqual(dialogs, [], "no script of the note ran");
      assertNoConsoleErrors(page);
    }, { as: ADMIN }));
});

describe("资产概况 /cash/dashboard", () => {
  it("提现: bad amounts are refused, a good one lowers 可用余额 and adds a 提现 trade", { timeout: TEST_TIMEOUT }, () =>
    inPage("cash-withdraw", async (page) => {
      const availableCard = page.getByLabel("可用余额", { exact: true });
      const amountText = availableCard.locator(".ant-statistic-content");
      await amountText.waitFor();
      const before = yuan(await amountText.innerText());
      assert.ok(before > 1000, `seeded balance ${before}`);
      await page.getByRole("img", { name: "近30天收支趋势" }).waitFor();
      await expectRow(page, "订单结算");

      await availableCard.getByRole("button", { name: /提\s*现/ }).click();
      const modal = page.locator(".ant-modal").filter({ hasText: "到账银行卡" });
      // the bound card is written one way: on the balance card, in the dialog and in the 提现 trade
      const card = "招商银行 **** 6789";
      await modal.getByText(card, { exact: true }).waitFor();
      assert.ok((await availableCard.innerText()).includes(`提现至 ${card}`), await availableCard.innerText());
      const form = modal.locator('form[aria-label="提现表单"]');
      const submit = modal.getByRole("button", { name: "确认提现" });
      await fillText(form, "提现金额", "10.555");
      await submit.click();
      await expectFieldError(form, "提现金额", "提现金额最多保留两位小数");
      await fillText(form, "提现金额", String(before + 1));
      await submit.click();
      await expectFieldError(form, "提现金额", "提现金额不能超过可用余额");

      await fillText(form, "提现金额", "100.5");
      await submit.click();
      await expectToast(page, "提现申请已提交");
      await modal.waitFor({ state: "hidden" });
      const after = Math.round((before - 100.5) * 100) / 100;
      await page.waitForFunction(
        ([el, want]) => Number(el.textContent.replace(/[^\d.-]/g, "")) === want,
        [await amountText.elementHandle(), after],
      );
      const first = page.locator(".ant-table-tbody > tr.ant-table-row").first();
      await first.filter({ hasText: "-¥100.50" }).waitFor();
      assert.match(await first.innerText(), /提现[\s\S]*处理中/);
      assert.ok((await first.innerText()).includes(`提现至${card}`), await first.innerText());

      // only 提现 trades, kept in the URL
      const typeSelect = page.locator("form[aria-label='交易筛选']").locator(".ant-select").first();
      await typeSelect.click();
      await pickOption(page, "提现");
      // what the merchant sees before asking: the select says 提现
      await typeSelect.locator(".ant-select-selection-item", { hasText: "提现" }).waitFor();
      await page.getByRole("button", { name: /^\s*查\s*询\s*$/ }).click();
      await waitForPath(page, /trade_type=withdraw/);
      await page.waitForFunction(() => {
        const types = [...document.querySelectorAll(".ant-table-tbody > tr.ant-table-row .ant-tag")].map((t) => t.textContent);
        return types.length > 0 && types.every((t) => t === "提现");
      });
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/cash/dashboard" }));
});
