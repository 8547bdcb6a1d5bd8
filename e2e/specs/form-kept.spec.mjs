// Nothing typed is lost (issue 25, item 1): a form keeps every value when the window crosses
// 768 px (antd's md breakpoint, the device mode) either way, when a phone is turned sideways and
// back, and when 页面配置 changes the theme and the layout (its 设备 follows the screen). The
// layout once rebuilt the screen on a device change and the form came back empty, with no word.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, signIn, visit } from "../helpers.mjs";
import { choose, chooseFirst, fillText, item, recordForm, uploadImage } from "../crud.mjs";

const TEST_TIMEOUT = 90_000;
const DESKTOP = { width: 1440, height: 900 };
const NARROW = { width: 700, height: 900 };
const PHONE = { width: 390, height: 844 };
const PHONE_SIDEWAYS = { width: 844, height: 390 };
const inPage = browserForSpec();

/**
 * What each field of the form shows now, by its label, read at once (no waiting: a field that
 * came back empty says so in the assertion's diff): a select's chosen texts, a rich text's
 * text, an upload's image count, else the value of its last input.
 */
const shownIn = (form, labels) =>
  form.evaluate((el, names) => {
    const shown = {};
    for (const name of names) {
      // the item whose own label it is (a list's items hold their rows' items, labelled too)
      const field = el.querySelector(`label[title="${name}"]`)?.closest(".ant-form-item");
      const chosen = field?.querySelectorAll(".ant-select-selection-item");
      const editor = field?.querySelector(".ProseMirror");
      const inputs = field?.querySelectorAll("input:not([type=search]):not([type=file]), textarea");
      if (!field) shown[name] = null;
      else if (chosen.length || field.querySelector(".ant-select")) shown[name] = [...chosen].map((c) => c.textContent).join("、");
      else if (editor) shown[name] = editor.innerText.trim();
      else if (field.querySelector(".ant-upload")) shown[name] = `${field.querySelectorAll("img").length} 张图`;
      else shown[name] = inputs.length ? inputs[inputs.length - 1].value : null;
    }
    return shown;
  }, labels);

/** A `kept(when)` that fails unless the form shows `expected` (label → what shownIn reads). */
const keeps = (form, expected) => async (when) =>
  assert.deepEqual(await shownIn(form, Object.keys(expected)), expected, `the form ${when}`);

/** Resizes the window and waits for the device mode it means (the phone's 菜单 button, or the sider). */
async function resize(page, size) {
  await page.setViewportSize(size);
  const mobile = size.width < 768;
  const sign = mobile ? page.locator("header").getByRole("button", { name: "菜单" }) : page.locator(".ant-layout-sider");
  await sign.first().waitFor({ state: "visible" });
  return mobile ? "移动" : "桌面";
}

/** Opens 页面配置 from the navbar: its 设备 must say `device`; runs `change(drawer)`, closes it. */
async function inSettings(page, device, change) {
  await page.locator("header").getByRole("button", { name: "页面配置" }).click();
  const drawer = page.getByRole("dialog", { name: "页面配置" });
  await drawer.waitFor({ state: "visible" });
  const shown = drawer.getByRole("radiogroup", { name: /^设备/ }).getByRole("radio", { name: device });
  assert.equal(await shown.isChecked(), true, `页面配置's 设备 should say ${device}`);
  await change(drawer);
  await drawer.getByRole("button", { name: "关闭" }).click();
  await drawer.waitFor({ state: "hidden" });
}

/** Switches 主题模式 and the layout switches of 页面配置 (each a change the screen must outlive). */
async function changeLook(drawer, theme) {
  // a button-style radio: its input is out of sight, its label is what a person clicks
  await drawer.locator("label.ant-radio-button-wrapper", { hasText: theme }).click();
  assert.equal(await drawer.getByRole("radio", { name: theme }).isChecked(), true, `主题模式 should be ${theme}`);
  for (const name of ["菜单栏折叠", "多页签", "底部"]) await drawer.getByRole("switch", { name }).click();
}

/**
 * Every change a merchant may make while a form is open, with `kept` checked after each:
 * from `start` across 768 px to `other` and back, then 页面配置 (dark, layout), then across again.
 */
async function changeEverything(page, { start, other, kept }) {
  const first = await resize(page, other);
  await kept(`at ${other.width}px`);
  await resize(page, start);
  await kept(`back at ${start.width}px`);
  await inSettings(page, await resize(page, start), (drawer) => changeLook(drawer, "暗色"));
  await kept("after 页面配置: 暗色, 菜单栏折叠, 多页签, 底部");
  await resize(page, other);
  await inSettings(page, first, (drawer) => changeLook(drawer, "亮色"));
  await kept(`at ${other.width}px after 页面配置 again`);
  await resize(page, start);
  await kept(`back at ${start.width}px at the end`);
}

describe("a form keeps what was typed", () => {
  it("商品 (/goods/create): text, selects, numbers, an image, a row and rich text, at 1440 px narrowed to 700 px", { timeout: TEST_TIMEOUT }, () =>
    inPage("form-kept-goods", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await visit(page, "/goods/create");
      const form = recordForm(page, "商品");
      await fillText(form, "商品名称", "保留测试藏品");
      await choose(form, "商品类型", "实物商品");
      await choose(form, "配送方式", "到店自提");
      await choose(form, "分类", "潮玩手办", { search: "潮玩" });
      await fillText(form, "售价", "88.5");
      await fillText(form, "库存", "12");
      await uploadImage(form, "封面图");
      await item(form, "商品参数").getByRole("button", { name: /添加一行/ }).click();
      await form.locator('.ant-form-item-label > label[title="参数值"]').waitFor({ state: "attached" });
      await form.locator('.ant-form-item:has(> .ant-row > .ant-form-item-label > label[title="参数值"]) input').fill("蓝色");
      await item(form, "商品详情").locator(".ProseMirror").click();
      await page.keyboard.type("详情保留E2E");

      const kept = keeps(form, {
        商品名称: "保留测试藏品", 商品类型: "实物商品", 配送方式: "到店自提", 分类: "潮玩手办", 售价: "88.5", 库存: "12",
        封面图: "1 张图", 参数值: "蓝色", 商品详情: "详情保留E2E",
      });
      await kept("as typed");
      await changeEverything(page, { start: DESKTOP, other: NARROW, kept });
      assertNoConsoleErrors(page);
    }));

  it("员工 (/user/employee/create): text, a relation, a password, a select, on a phone turned sideways and back", { timeout: TEST_TIMEOUT }, () =>
    inPage(
      "form-kept-employee",
      async (page) => {
        await signIn(page, ADMIN.mobile, ADMIN.password);
        await visit(page, "/user/employee/create");
        const form = recordForm(page, "员工");
        await fillText(form, "姓名", "保留测试");
        await fillText(form, "手机号", "13612345678");
        const role = await chooseFirst(form, item(form, "角色").locator(".ant-select").first());
        await fillText(form, "登录密码", "Keep1234");
        await choose(form, "状态", "禁用");

        const kept = keeps(form, { 姓名: "保留测试", 手机号: "13612345678", 角色: role, 登录密码: "Keep1234", 状态: "禁用" });
        await kept("as typed");
        await changeEverything(page, { start: PHONE, other: PHONE_SIDEWAYS, kept });
        assertNoConsoleErrors(page);
      },
      { viewport: PHONE, isMobile: true, hasTouch: true },
    ));
});
