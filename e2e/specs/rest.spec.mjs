// A resource on a plain REST API (供应商, decision 0018), end to end: on the demo's generated REST
// handlers, and on a real REST server on another origin (e2e/rest-server.mjs) that the same
// build is pointed at with localStorage demo:rest-base-url.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectRow, fillText, recordForm, save } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, expectText, visit, waitForPath } from "../helpers.mjs";
import { startRestServer } from "../rest-server.mjs";

const TEST_TIMEOUT = 60_000;
// E2E_REST_PORT: a port of the run's own where several checkouts test side by side (each CI gives its range)
const REST_PORT = Number(process.env.E2E_REST_PORT || 4426);
const inPage = browserForSpec();

/** From the supplier list (the test is on it) through 新建供应商 to the new row. */
async function createSupplier(page, name) {
  await waitForPath(page, "/goods/supplier");
  await page.getByRole("link", { name: /新建供应商/ }).click();
  await waitForPath(page, "/goods/supplier/create");
  const form = recordForm(page, "供应商");
  await fillText(form, "供应商名称", name);
  await fillText(form, "联系电话", "13812345678");
  await save(form);
  await waitForPath(page, "/goods/supplier");
  await expectRow(page, name);
}

describe("供应商 /goods/supplier (REST)", () => {
  it("lists and creates on the demo's REST handlers", { timeout: TEST_TIMEOUT }, () =>
    inPage("rest-demo", async (page) => {
      await visit(page, "/goods/supplier");
      await expectRow(page, "华东纸品");
      // the total is the REST handler's x-total-count, as simple-rest reads it
      await expectText(page, "共 3 条");
      await createSupplier(page, "演示木业");
      assertNoConsoleErrors(page);
    }, { as: ADMIN }));

  describe("on a real REST server on another origin", () => {
    let rest;
    before(async () => {
      rest = await startRestServer(REST_PORT, [{ id: 1, name: "远端纸业", contact_mobile: "13800001111", level: 1, status: 1 }]);
    });
    after(() => rest?.close());

    it("lists and creates through CORS (preflight, x-total-count exposed)", { timeout: TEST_TIMEOUT }, () =>
      inPage("rest-real", async (page) => {
        await page.context().addInitScript((url) => localStorage.setItem("demo:rest-base-url", url), `http://127.0.0.1:${REST_PORT}`);
        await visit(page, "/goods/supplier");
        await expectRow(page, "远端纸业");
        await createSupplier(page, "远端木业");
        assert.ok(rest.data.some((r) => r.name === "远端木业"), "the real server stored the new supplier");
        assertNoConsoleErrors(page);
      }, { as: ADMIN }));
  });
});
