// 售后 through every step (issue 37, item 2; decision 0060), at 1440 px and on a phone at 390 px:
// a 退货退款 agreed (待买家退货), and one the buyer sent back (待商家收货) received and refunded in
// part, its timeline then showing 申请 → 同意 → 买家退货 (快递, 运单号) → 确认收货 → 退款; the order
// keeps its status with 已退款. The requests are picked by their status (the seed has one at each).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectFieldError, expectToast, fillText } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi, expectText, firstListed, goInApp, waitForPath } from "../helpers.mjs";

/** How 售后进度 and the 操作日志 name the demo shop's owner. */
const OWNER = "王店长 · 店主";

const inPage = browserForSpec();
const R = "/merchant/order/v1/refund";
const SIZES = [
  ["1440 px", { viewport: { width: 1440, height: 900 } }],
  ["a phone (390 px)", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];
const button = (scope, name) => scope.getByRole("button", { name: new RegExp(`^\\s*${[...name].join("\\s*")}\\s*$`) });
/** Money as the console writes it (number-format.ts formatMoney): ¥1,234.50. */
const yuan = (n) => `¥${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const statusTag = (page, text) => page.locator(".ant-card-body .ant-tag, .ant-card-body .ant-badge-status-text").filter({ hasText: text }).first();

/** The modal `title`, once open and done zooming in. */
async function openedDialog(page, title) {
  const modal = page.locator(".ant-modal").filter({ hasText: title }).last();
  await modal.waitFor({ state: "visible" });
  await page.waitForFunction(() => !document.querySelector(".ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter"));
  return modal;
}

/** The timeline's lines, as shown: "who：what". */
async function timeline(page) {
  const items = page.locator('section[aria-label="售后进度"] .ant-timeline-item-content > div:first-child');
  return items.allTextContents();
}

async function noWiderThanScreen(page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= width, `the page is ${scroll}px wide on a ${width}px screen`);
}

describe("售后 /order/refund/:alias", () => {
  for (const [size, context] of SIZES) {
    it(`takes a 退货退款 through every step with a partial refund, at ${size}`, { timeout: 90_000 }, () =>
      inPage(`refund-flow-${context.viewport.width}`, async (page) => {
        // 同意 a pending return: it waits for the buyer's parcel, nothing is paid yet
        const pending = await firstListed(page, `${R}/list`, { status: "PENDING", refund_type: 2 });
        await goInApp(page, `/order/refund/${pending.alias}`);
        await waitForPath(page, `/order/refund/${pending.alias}`);
        await statusTag(page, "待处理").waitFor({ state: "visible" });
        await button(page, "同意").click();
        const agree = await openedDialog(page, "同意售后申请");
        await fillText(agree, "说明（选填）", "请附上订单号寄回");
        await button(agree, "确定").click();
        await expectToast(page, "已同意，等待买家退货");
        await statusTag(page, "待买家退货").waitFor({ state: "visible" });
        // 售后进度 names who decided, as the 操作日志 does (decision 0118): the owner by name
        await expectText(page, `${OWNER}：同意退货，等待买家寄回：请附上订单号寄回`);
        assert.equal(await button(page, "同意").count(), 0, "an agreed return offers no 同意");
        assert.equal(await button(page, "确认收货并退款").count(), 0, "nothing to receive before the buyer sends it");

        // a parcel the buyer sent back: 确认收货 with part of what is left
        const parcel = (await demoApi(page, `${R}/detail`, { alias: (await firstListed(page, `${R}/list`, { status: "WAIT_SELLER_RECEIVE" })).alias })).data;
        const left = parcel.refundable;
        const part = Math.round(left * 60) / 100;
        await goInApp(page, `/order/refund/${parcel.alias}`);
        await waitForPath(page, `/order/refund/${parcel.alias}`);
        await statusTag(page, "待商家收货").waitFor({ state: "visible" });
        await expectText(page, `买家已寄回商品：${parcel.return_express_company} ${parcel.return_express_no}`);
        await expectText(page, `可退金额`);
        if (size === SIZES[1][0]) await noWiderThanScreen(page);
        await button(page, "确认收货并退款").click();
        const receive = await openedDialog(page, "确认收到退货");
        await fillText(receive, "退款金额", String(Math.round((left + 1) * 100) / 100));
        await button(receive, "确定").click();
        await expectFieldError(receive, "退款金额", `退款金额不能超过可退金额 ${yuan(left)}`);
        await fillText(receive, "退款金额", String(part));
        await button(receive, "确定").click();
        await expectToast(page, "已确认收货并退款");
        await statusTag(page, "已退款").waitFor({ state: "visible" });
        await expectText(page, `已退款 ${yuan(part)}`);
        await page.locator('section[aria-label="售后进度"]').getByText(`退款 ${yuan(part)} 原路退回`).waitFor({ state: "visible" });
        const steps = await timeline(page);
        // 申请 → 同意 (whoever the history says decided) → 寄回 → 签收 by the courier, when the history signed it (decision 0115) → the owner's 确认收货 and 退款
        const who = steps.map((s) => s.split("：")[0]);
        const signed = who[3] === "快递" ? ["快递"] : [];
        assert.deepEqual([who[0], who[2], ...who.slice(3)], ["买家", "买家", ...signed, OWNER, OWNER], steps.join(" | "));
        assert.match(steps[0], /^买家：申请退货退款/);
        assert.equal(steps[2], `买家：寄回商品：${parcel.return_express_company} ${parcel.return_express_no}`);
        assert.equal(steps[3 + signed.length], `${OWNER}：确认收到退货`);

        // the order: back where it was, with 已退款
        await page.getByRole("link", { name: parcel.order_sn }).click();
        await waitForPath(page, `/order/${parcel.order_sn}`);
        const order = (await demoApi(page, "/merchant/order/v1/order/detail", { order_sn: parcel.order_sn })).data;
        assert.notEqual(order.status, "CLOSED", "a partial refund leaves the order open");
        assert.equal(order.refunded_amount, part);
        await page.locator('[aria-label="订单金额"]').getByText(yuan(part)).waitFor({ state: "visible" });
        if (size === SIZES[1][0]) await noWiderThanScreen(page);
        assertNoConsoleErrors(page);
      }, { as: ADMIN, at: "/order/refund", ...context }));
  }
});
