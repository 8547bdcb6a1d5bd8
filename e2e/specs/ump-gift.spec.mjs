// 营销中心 限时折扣 and 赠品 as the admin merchant, on the demo API: a goods discount created
// with one goods item (a discount price at the goods' price is refused first, naming the
// goods), and a gift activity's 领取记录 opened from its row.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { dateTimeFromNow, expectRow, expectToast, fillDateTime, fillText, filterList, item, pickOption, recordForm, rowAction, rows, rowWith, save } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi, expectText, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();

describe("营销中心 限时折扣 /ump/goodsDiscount", () => {
  it("creates a running discount of one goods item; a price not below the goods' price is refused first", { timeout: 60_000 }, () =>
    inPage("goods-discount-create", async (page) => {
      // a goods item no discount has: one goods item has one discount at a time (the demo API refuses an overlap)
      const discounts = (await demoApi(page, "/merchant/ump/v1/goods-discount/list", { page_size: 100 })).data.list;
      const taken = new Set(discounts.flatMap((d) => d.goods.map((g) => g.goods_alias)));
      const goodsList = (await demoApi(page, "/merchant/goods/v1/goods/list", { page_size: 100 })).data.list;
      const cup = goodsList.find((g) => !taken.has(g.alias) && g.price >= 10);
      assert.ok(cup, "the demo has a goods item outside every discount");
      const name = `端到端折扣-${String(Date.now()).slice(-6)}`;
      await page.getByRole("link", { name: /新建限时折扣/ }).click();
      await waitForPath(page, "/ump/goodsDiscount/add");
      const form = recordForm(page, "限时折扣");
      await fillText(form, "活动名称", name);
      await fillDateTime(form, "开始时间", dateTimeFromNow(-1));
      await fillDateTime(form, "结束时间", dateTimeFromNow(3 * 24));

      const line = item(form, "参与商品").locator("tr.ant-table-row").first();
      const goods = line.locator(".ant-select").first();
      await goods.click();
      await goods.locator("input").fill(cup.name.slice(0, 4));
      await pickOption(page, cup.name);
      const price = line.getByPlaceholder("请输入折扣价");
      await price.fill(String(cup.price));
      await save(form);
      await form.locator(".ant-alert").filter({ hasText: `商品「${cup.name}」的折扣价必须低于售价 ¥${cup.price.toFixed(2)}` }).waitFor({ state: "visible" });
      assert.equal(await item(form, "活动名称").locator("input").first().inputValue(), name, "the form keeps what was typed");

      await price.fill(String(Math.floor(cup.price * 0.8)));
      await save(form);
      await expectToast(page, "限时折扣已创建");
      await waitForPath(page, "/ump/goodsDiscount/index");
      await expectRow(page, name);
      // the price keeps to its name with a no-break space (template-lines.tsx): a person reads a space
      const row = (await rowWith(page, name).first().innerText()).replace(/\u00a0/g, " ");
      assert.match(row, /进行中/);
      assert.ok(row.includes(`${cup.name} ¥${Math.floor(cup.price * 0.8).toFixed(2)}`), `the row shows ${cup.name} at ${Math.floor(cup.price * 0.8)}: ${row}`);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/goodsDiscount/index" }));
});

describe("营销中心 赠品 /ump/gift", () => {
  it("opens an activity's 领取记录 from the list: its receivers, paged, mobiles masked, each with its order", { timeout: 45_000 }, () =>
    inPage("gift-record", async (page) => {
      const gift = (await demoApi(page, "/merchant/ump/v1/gift/detail", { alias: "gf_5" })).data;
      await filterList(page, "活动名称", gift.name);
      await expectRow(page, gift.name);
      await rowAction(page, gift.name, "领取记录");
      await waitForPath(page, "/ump/gift/record/gf_5");
      await expectText(page, "赠品记录");
      await expectText(page, `共 ${gift.given} 条`);
      await expectRow(page, gift.gifts_text);
      assert.equal(await rows(page).count(), 10, "the first page shows 10 records");
      const first = await rows(page).first().innerText();
      assert.match(first, /1\d{2}\*{4}\d{4}/, `the mobile is masked: ${first}`);
      assert.ok(gift.given > 10, "the activity has more than one page of records");

      // the order the gifts came with
      const sn = first.match(/\d{18,}/)?.[0];
      assert.ok(sn, `the row shows its order number: ${first}`);
      await rowAction(page, sn, "查看订单");
      await waitForPath(page, `/order/${sn}`);
      await expectText(page, sn);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/gift/index" }));
});
