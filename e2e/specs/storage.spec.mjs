// Stored state (issue 11): the demo DB lives in IndexedDB, shared by every tab of the
// browser; a damaged store repairs itself and says so; 重置演示数据 works from /login.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectNoRow, expectRow, expectToast, fillText, filterList, recordForm, save } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, expectText, signIn, visit, waitForPath, whenDemoAnswers } from "../helpers.mjs";

const TEST_TIMEOUT = 60_000;
const inPage = browserForSpec();

/** A second tab in the same browser context (same cookies, same IndexedDB), failing on console errors. */
async function secondTab(page) {
  const tab = await page.context().newPage();
  const errors = [];
  tab.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  tab.on("pageerror", (err) => errors.push(err.message));
  return { tab, errors };
}

/**
 * Creates a goods category named `name` through its form, opened from the list's 新建分类
 * (in-app navigation: the tab keeps what it loaded, as a tab left open does).
 */
async function createCategory(page, name) {
  await page.getByRole("link", { name: /新建分类/ }).click();
  await waitForPath(page, "/goods/category/create");
  const form = recordForm(page, "分类");
  await fillText(form, "分类名称", name);
  await save(form);
  await expectToast(page, "分类已创建");
  await waitForPath(page, "/goods/category");
}

async function expectCategories(page, names) {
  await visit(page, "/goods/category");
  await filterList(page, "分类名称", "标签页");
  for (const name of names) await expectRow(page, name);
}

describe("the demo DB shared by tabs", () => {
  it("a record created in each of two open tabs is there in both after a reload", { timeout: TEST_TIMEOUT }, () =>
    inPage("storage-two-tabs", async (a) => {
      // both tabs are open on the list (each has loaded the data) before either writes
      const { tab: b, errors } = await secondTab(a);
      await visit(b, "/goods/category");
      await expectText(b, "分类名称");
      await expectText(a, "分类名称");

      await createCategory(a, "标签页A的分类");
      await createCategory(b, "标签页B的分类");

      await a.reload();
      await expectCategories(a, ["标签页A的分类", "标签页B的分类"]);
      await b.reload();
      await expectCategories(b, ["标签页A的分类", "标签页B的分类"]);
      assert.deepEqual(errors, []);
      assertNoConsoleErrors(a);
    }, { as: ADMIN, at: "/goods/category" }),
  );
});

describe("a damaged demo DB", () => {
  it("repairs itself, says 演示数据已重置, and signs in; 重置演示数据 works from /login", { timeout: TEST_TIMEOUT }, () =>
    inPage("storage-repair", async (page) => {
      await visit(page, "/login");
      await page.getByLabel("手机号").waitFor({ state: "visible" });
      // its data opened (the demo starts beside the form, decision 0067)
      await whenDemoAnswers(page);
      // a shops table of null made sign-in impossible before (issue 11)
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const open = indexedDB.open("merchant-demo");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction("tables", "readwrite");
              tx.objectStore("tables").put(null, "shops");
              tx.oncomplete = () => resolve(open.result.close());
              tx.onerror = () => reject(tx.error);
            };
          }),
      );
      await page.reload();
      // said on /login itself, which draws no toasts (decision 0067)
      await page.getByRole("alert").filter({ hasText: "演示数据已重置" }).waitFor({ state: "visible" });
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await visit(page, "/goods/category");
      await createCategory(page, "标签页重置前的分类");

      await page.context().clearCookies();
      await visit(page, "/login");
      await page.getByRole("button", { name: /重置演示数据/ }).click();
      await page.getByRole("button", { name: /确认重置/ }).click();
      await page.waitForEvent("load");
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await visit(page, "/goods/category");
      await filterList(page, "分类名称", "标签页");
      await page.locator(".ant-table-placeholder .ant-empty-description", { hasText: "没有符合筛选条件的记录" }).waitFor({ state: "visible" });
      await expectNoRow(page, "标签页重置前的分类");
      assertNoConsoleErrors(page);
    }),
  );
});
