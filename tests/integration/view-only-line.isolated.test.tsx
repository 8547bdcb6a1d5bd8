import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { loadEnforcer } from "../../src/access/enforcer";
import { VIEW } from "../../src/access/grant-key";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { request } from "../../src/providers/http";
import { signIn } from "../../src/providers/session";
import { auditRoutes } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";
import { findRow, renderResource } from "../engine/resource-harness";
import { calls, withDemoApi } from "../pages/demo-api";

/**
 * Issue 22's integrator, as they tried it: a new 采购 section (tests/fixtures/fixturePurchase, dropped
 * in as drop-in.ts does) whose user role may only look at 供应商, by one policy line with the
 * action `view`. The list shows the rows and offers nothing else, the demo API refuses every
 * other action of the page with the user's token, and the report says view yes, the rest no.
 */
const VIEW_LINE = "p, user, /fixturePurchase, /fixturePurchase/supplier, view";

vi.mock("../../src/resources", async (original) => {
  const { withFixtureDeclarations } = await import("./drop-in");
  return withFixtureDeclarations(await original<typeof import("../../src/resources")>());
});
vi.mock("../../src/api/resource-seeds", async (original) => {
  const app = await original<typeof import("../../src/api/resource-seeds")>();
  const { fixtureSeeds } = await import("./drop-in");
  return { ...app, appSeeds: { ...app.appSeeds, ...app.collectSeeds(fixtureSeeds) } };
});
vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const { withFixturePolicy } = await import("./drop-in");
  return { default: `${withFixturePolicy((await original<{ default: string }>()).default)}\np, user, /fixturePurchase, /fixturePurchase/supplier, view\n` };
});

withDemoApi();
beforeEach(async () => {
  await signIn({ mobile: "13900000000", password: "User@1234" }); // 李记好物小店, not verified: role user
  await loadEnforcer();
  calls.length = 0;
});

const supplierPage = () => grantCatalogue(sections).flatMap((s) => s.pages).find((p) => p.path === "/fixturePurchase/supplier");
/** What the page offers besides viewing, from its declaration (新建, 编辑, 删除 …). */
const actions = () => (supplierPage()?.grants ?? []).map((g) => g.action).filter((a) => a !== VIEW);

describe(`"${VIEW_LINE}"`, () => {
  it("lists the user's suppliers with 查看 only: no button to change them", async () => {
    expect(actions().length).toBeGreaterThan(0);
    renderResource("fixtureSupplier", "/fixturePurchase/supplier");
    const row = await findRow("李记纸行");
    expect(within(row).queryAllByRole("button").map((b) => b.textContent?.replace(/\s/g, ""))).toEqual(["查看"]);
    expect(screen.queryByRole("link", { name: /新建/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /新\s*建|编\s*辑|删\s*除/ })).toBeNull();
  });

  it("lets the demo API answer the list and the detail, and refuse every other action of the page", async () => {
    const base = "/merchant/fixturePurchase/v1/supplier";
    await expect(request(`${base}/list`, {})).resolves.toMatchObject({ total: 1 });
    await expect(request(`${base}/detail`, { alias: "su_li" })).resolves.toMatchObject({ name: "李记纸行" });
    const tried: Record<string, [string, object]> = {
      create: [`${base}/save`, { name: "新纸行", contact_mobile: "13800001111", level: 2 }],
      edit: [`${base}/save`, { alias: "su_li", name: "李记纸行二号", contact_mobile: "13955556666", level: 2 }],
      delete: [`${base}/del`, { alias: "su_li" }],
    };
    expect(Object.keys(tried).sort()).toEqual([...actions()].sort()); // every action the page offers is tried
    for (const [action, [path, body]] of Object.entries(tried)) {
      await expect(request(path, body), action).rejects.toMatchObject({ code: 403, message: "无权限" });
    }
    await expect(request(`${base}/detail`, { alias: "su_li" })).resolves.toMatchObject({ name: "李记纸行" }); // nothing changed
  });

  it("is read by the access report as view yes and every other action no, for the user role", async () => {
    const audit = await auditAccess(modelText, policyText, auditRoutes(), grantCatalogue(sections));
    const rows = audit.pages.filter((r) => r.page.path === "/fixturePurchase/supplier");
    expect(rows.map((r) => [r.action, r.cells.user.allowed])).toEqual([[VIEW, true], ...actions().map((a) => [a, false])]);
    expect(rows[0]?.cells.user.reason).toContain(VIEW_LINE);
    expect(audit.unused).toEqual([]);
  });
});
