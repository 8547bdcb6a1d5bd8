// 营销中心 素材库 (/ump/material/index) as the admin merchant, on the demo API: upload an image
// into a group and see it in the grid, then select two and 批量删除 after the confirm; 复制链接
// with its toast, and a new group whose deletion moves its material to 未分组.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectToast, PNG } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec } from "../helpers.mjs";

const TEST_TIMEOUT = 60_000;
const inPage = browserForSpec();

const groupColumn = (page) => page.getByRole("navigation", { name: "素材分组" });
const card = (page, name) => page.getByRole("group", { name, exact: true });
/** The count beside a group in the left column. */
const countOf = async (page, name) => {
  const text = await groupColumn(page).getByRole("menuitem").filter({ hasText: name }).first().textContent();
  return Number((text ?? "").replace(name, "").trim());
};
const openGroup = async (page, name) => {
  await groupColumn(page).getByRole("menuitem").filter({ hasText: name }).first().click();
};
/** The open confirm dialog (antd's Modal.confirm). */
const confirmDialog = (page) => page.locator(".ant-modal-confirm").last();

/** The library's first page, once its cards are there (the test starts on it). */
const libraryShown = (page) => card(page, "直播封面").waitFor();

describe("素材库 /ump/material/index", () => {
  it("uploads an image into a group, then deletes it and another one after the confirm", { timeout: TEST_TIMEOUT }, () =>
    inPage("material-upload-delete", async (page) => {
      await libraryShown(page);
      await openGroup(page, "活动海报");
      await card(page, "抽奖活动海报").waitFor();
      const before = await countOf(page, "活动海报");

      await page.locator('input[type="file"]').setInputFiles({ ...PNG, name: "开箱细节图.png" });
      await expectToast(page, "“开箱细节图.png”上传成功");
      await card(page, "开箱细节图").waitFor();
      assert.match((await card(page, "开箱细节图").textContent()) ?? "", /\d+ B/, "the card shows the file size");
      await groupColumn(page).getByRole("menuitem").filter({ hasText: new RegExp(`活动海报\\s*${before + 1}`) }).waitFor();

      await card(page, "开箱细节图").getByRole("checkbox").check();
      await card(page, "抽奖活动海报").getByRole("checkbox").check();
      await page.getByText("已选 2 项").waitFor();
      await page.getByRole("button", { name: /批量删除/ }).click();
      const dialog = confirmDialog(page);
      await dialog.locator(".ant-modal-confirm-title").filter({ hasText: "确定删除选中的 2 个素材吗？" }).waitFor();
      await dialog.getByRole("button", { name: /^\s*删\s*除\s*$/ }).click();
      await expectToast(page, "已删除 2 个素材");
      await card(page, "开箱细节图").waitFor({ state: "detached" });
      assert.equal(await card(page, "抽奖活动海报").count(), 0);
      await page.getByText("未选择素材").waitFor();
      assert.equal(await countOf(page, "活动海报"), before - 1);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/material/index" }));

  it("复制链接 copies with a toast; a new group's material goes to 未分组 when the group is deleted", { timeout: TEST_TIMEOUT }, () =>
    inPage("material-copy-groups", async (page) => {
      await libraryShown(page);
      await page.getByRole("button", { name: "复制链接 直播封面" }).click();
      await expectToast(page, "已复制");
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^data:image\/svg\+xml/);

      await page.getByRole("button", { name: /新建分组/ }).click();
      const form = page.locator(".ant-modal").filter({ hasText: "新建分组" });
      await form.getByLabel("分组名称").fill("直播素材");
      await form.getByRole("button", { name: /^\s*确\s*定\s*$/ }).click();
      await expectToast(page, "分组已创建");
      await groupColumn(page).getByText("直播素材").waitFor();
      const ungrouped = await countOf(page, "未分组");

      await card(page, "直播封面").getByRole("button", { name: "移动分组 直播封面" }).click();
      const move = page.locator(".ant-modal").filter({ hasText: "选择目标分组" });
      // the group select searches: type the name and take the match
      await move.getByRole("combobox").fill("直播");
      await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option").filter({ hasText: "直播素材" }).waitFor();
      await page.keyboard.press("Enter");
      await move.locator(".ant-select-selection-item").filter({ hasText: "直播素材" }).waitFor();
      await move.getByRole("button", { name: /^\s*移\s*动\s*$/ }).click();
      await expectToast(page, "已移动分组");
      await groupColumn(page).getByRole("menuitem").filter({ hasText: /直播素材\s*1/ }).waitFor();
      assert.equal(await countOf(page, "未分组"), ungrouped - 1);

      await page.getByRole("button", { name: "分组“直播素材”的操作" }).click();
      await page.getByRole("menuitem", { name: /删除/ }).last().click();
      const dialog = confirmDialog(page);
      await dialog.getByText("分组内的 1 个素材将移至“未分组”").waitFor();
      await dialog.getByRole("button", { name: /^\s*删\s*除\s*$/ }).click();
      await expectToast(page, "分组已删除");
      await groupColumn(page).getByText("直播素材").waitFor({ state: "detached" });
      await openGroup(page, "未分组");
      await card(page, "直播封面").waitFor();
      assert.equal(await countOf(page, "未分组"), ungrouped);
      assertNoConsoleErrors(page);
    }, { permissions: ["clipboard-read", "clipboard-write"], as: ADMIN, at: "/ump/material/index" }));
});
