// What a keyboard, a phone and a wide screen meet (issue 37, items 5 and 6): on /login Tab reaches
// 手机号 before the demo accounts; Enter in a generated form's field saves it, and an empty one
// shows its errors; at 390 px the date-time picker and a range picker lie inside the screen (a
// sheet at its bottom). That a list's free-text cells are not cut at 1440 px where the table has
// room is checked by the walk of every route on its visit of those lists (routes.spec.mjs,
// e2e/cell-layout.mjs cutWithRoom; decision 0112).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, visit } from "../helpers.mjs";

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const inPage = browserForSpec();

/** What the focused element is, in words: its label or text. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "";
    return el.getAttribute("aria-label") || el.getAttribute("placeholder") || (el.innerText ?? "").trim();
  });

describe("keyboard", () => {
  it("on /login, Tab reaches 手机号 before any demo account's 填入", { timeout: 60_000 }, () =>
    inPage("keys-login-tab-order", async (page) => {
      await visit(page, "/login");
      await page.getByPlaceholder("请输入手机号").waitFor({ state: "visible" });
      const passed = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const now = await focused(page);
        if (now === "请输入手机号") break;
        passed.push(now);
      }
      assert.equal(await focused(page), "请输入手机号", `Tab never reached 手机号; it passed ${JSON.stringify(passed)}`);
      assert.deepEqual(passed.filter((name) => name.startsWith("填入")), [], "no demo account comes before the form");
      // the accounts are still there, after the form
      assert.ok(await page.getByRole("button", { name: "填入客服 吴静" }).isVisible());
      assertNoConsoleErrors(page);
    }, DESKTOP));

  it("Enter in an empty generated form's field shows its errors and saves nothing (/goods/create)", { timeout: 60_000 }, () =>
    inPage("keys-enter-submits", async (page) => {
      const form = page.getByRole("form", { name: "商品表单" });
      const name = form.getByLabel("商品名称");
      await name.focus();
      await page.keyboard.press("Enter");
      // the message slides in after the field turns red: wait for the words themselves
      await form.getByText("请输入商品名称").waitFor({ state: "visible" });
      assert.equal(new URL(page.url()).pathname, "/goods/create");
      assertNoConsoleErrors(page);
    }, { ...DESKTOP, as: ADMIN, at: "/goods/create" }));
});

/** The open picker's popup and what it must show, each with its box against the screen. */
const pickerBoxes = (page) =>
  page.evaluate(() => {
    const popup = [...document.querySelectorAll(".ant-picker-dropdown")].find((el) => el.checkVisibility() && !el.classList.contains("ant-picker-dropdown-hidden"));
    if (!popup) return null;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom) };
    };
    const visible = (kind, sel) =>
      [...popup.querySelectorAll(sel)].filter((el) => el.checkVisibility({ visibilityProperty: true })).map((el) => ({ kind, what: (el.innerText || el.className).trim().slice(0, 30), ...box(el) }));
    return {
      screen: { width: document.documentElement.clientWidth, height: window.innerHeight },
      popup: box(popup.querySelector(".ant-picker-panel-container") ?? popup),
      parts: [
        ...visible("arrow", ".ant-picker-header-super-prev-btn, .ant-picker-header-prev-btn, .ant-picker-header-next-btn, .ant-picker-header-super-next-btn"),
        ...visible("weekday", ".ant-picker-content th"),
        ...visible("time column", ".ant-picker-time-panel-column"),
        ...visible("button", ".ant-picker-now-btn, .ant-picker-ok button"),
      ],
    };
  });

function assertInside(found, what) {
  assert.ok(found, `${what}: no picker open`);
  const { screen, popup, parts } = found;
  const inside = (b) => b.left >= 0 && b.right <= screen.width && b.top >= 0 && b.bottom <= screen.height;
  assert.ok(inside(popup), `${what}: the picker ${JSON.stringify(popup)} lies outside the screen ${JSON.stringify(screen)}`);
  assert.ok(parts.length > 0, `${what}: no header buttons, weekdays or columns found`);
  assert.deepEqual(parts.filter((p) => !inside(p)), [], `${what}: parts outside the screen`);
}

describe("date pickers on a phone (390 px)", () => {
  it("the date-time picker of a form lies inside the screen, its time columns and 此刻 too", { timeout: 60_000 }, () =>
    inPage("pickers-datetime-phone", async (page) => {
      const input = page.getByPlaceholder("请选择开始时间");
      await input.click();
      await page.locator(".ant-picker-dropdown .ant-picker-time-panel").first().waitFor({ state: "visible" });
      const found = await pickerBoxes(page);
      assertInside(found, "开始时间");
      assert.ok(found.parts.some((p) => p.what.includes("此刻")), "此刻 is there");
      assert.equal(found.parts.filter((p) => p.kind === "time column").length, 3, "hours, minutes, seconds");
      assert.equal(found.parts.filter((p) => p.kind === "weekday").length, 7, "一 to 日");
      // a day picked and confirmed fills the input
      await page.locator(".ant-picker-dropdown .ant-picker-now-btn").click();
      assert.match(await input.inputValue(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assertNoConsoleErrors(page);
    }, { ...PHONE, as: ADMIN, at: "/ump/goodsDiscount/add" }));

  it("a list's date range filter shows one month inside the screen, with its ‹ › both ways", { timeout: 60_000 }, () =>
    inPage("pickers-range-phone", async (page) => {
      await page.getByRole("button", { name: /^\s*筛\s*选\s*$/ }).click();
      const form = page.getByRole("form", { name: "筛选" });
      await form.waitFor({ state: "visible" });
      await form.getByPlaceholder("开始日期").click();
      await page.locator(".ant-picker-dropdown .ant-picker-date-panel").first().waitFor({ state: "visible" });
      const found = await pickerBoxes(page);
      assertInside(found, "创建时间");
      // one month: its «‹ and ›» (the second month's, hidden, lent its ›» to the first)
      assert.equal(found.parts.filter((p) => p.kind === "arrow").length, 4, `«‹ ›»: ${JSON.stringify(found.parts.filter((p) => p.kind === "arrow"))}`);
      assert.equal(found.parts.filter((p) => p.kind === "weekday").length, 7, "one month's 一 to 日");
      assertNoConsoleErrors(page);
    }, { ...PHONE, as: ADMIN, at: "/goods" }));
});
