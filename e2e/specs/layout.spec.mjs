// Tables at a desktop width (issue 15, items 7 and 9): at 1440×900, on every screen of the spec's
// table but the forms (each list's first page, the details' tables), no cell's text is cut, no
// header wraps, no cell sits under a fixed column (操作) or past the table's edge; and the same in
// the draw form's prize table (a nested list field). What counts as cut: e2e/cell-layout.mjs.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, signIn } from "../helpers.mjs";
import { tableProblems } from "../cell-layout.mjs";
import { LATER, ROUTES, concrete, expectScreen } from "../spec-routes.mjs";

const FORM = /\/(create|add|edit)(\/|$)/;
const DRAW_FORM = "/ump/draw/edit/:alias/:status";

/**
 * The problems of the tables on screen once it has settled: the screen shows (expectScreen) with
 * its filters before its rows, and its pictures and fonts arrive after them.
 */
async function problemsOf(page, path) {
  await page.waitForFunction(() =>
    !document.querySelector(".ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active, [aria-busy='true']") &&
    document.fonts.status === "loaded" && [...document.images].every((i) => i.complete));
  return (await page.evaluate(tableProblems)).map((p) => `${path} ${p}`);
}

const inPage = browserForSpec();

describe("tables at 1440×900", () => {
  it("show every cell whole and beside the fixed columns, lists and the draw form's prizes", { timeout: 240_000 }, () =>
    inPage("layout-1440", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      const problems = [];
      for (const [route, params, shows] of ROUTES.filter(([p]) => !FORM.test(p) || p === DRAW_FORM)) {
        const path = await concrete(page, route, params);
        await expectScreen(page, path, route === DRAW_FORM ? ".ant-table-tbody tr.ant-table-row" : shows);
        problems.push(...(await problemsOf(page, route)));
      }
      for (const [route, resolve] of LATER) {
        await expectScreen(page, await resolve(page));
        problems.push(...(await problemsOf(page, route)));
      }
      assert.deepEqual(problems, [], `${problems.length} table cells are cut or hidden:\n  ${problems.join("\n  ")}`);
      assertNoConsoleErrors(page);
    }));
});
