import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditLookups, lookupTable } from "../../src/access/audit-lookups";
import { relationLookups } from "../../src/engine/lookups";
import { handlers } from "../../src/api/handlers";
import { seed } from "../../src/demo/seed";
import { mayCall, servesOf } from "../../src/api/serves";
import type { ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";
import { auditRoutes } from "../../src/routes/route-index";
import { demoRoles } from "../../scripts/demo-roles";
import { lookupLines } from "../../scripts/lookup-lines";

/**
 * The access report's lookups (decision 0048) say what the demo API answers: for every
 * relation field's lookup and every demo role, "may use" is the API's own mayCall on the call's
 * declaration with the body naming that field.
 */

const lookups = relationLookups(resources);
const lines = lookupLines(lookups, auditRoutes());
const roles = demoRoles(seed());
const audits = await auditLookups(modelText, policyText, lines, roles);

describe("access report: lookups", () => {
  it("names each looked-up field once, with every route its select is on", () => {
    expect(lines).toHaveLength(lookups.flatMap((l) => l.uses).length);
    for (const [i, use] of lookups.flatMap((l) => l.uses).entries()) expect(lines[i]?.routes.map((r) => r.path)).toEqual(use.routes);
  });

  it("says of each demo role and field what the demo API answers", async () => {
    const wrong: string[] = [];
    for (const audit of audits) {
      const handler = handlers.find((h) => String(h.info.path) === `*${audit.line.call}`);
      const serves = handler && servesOf(handler)?.serves;
      if (!serves || serves === "public") throw new Error(`no declared handler for ${audit.line.call}`);
      const [resource, ...field] = audit.line.field.split(".");
      for (const { role, allowed } of audit.roles) {
        const api = await mayCall({ role: role.sub, grants: role.permissions }, serves, { resource, field: field.join(".") });
        if (api !== allowed) wrong.push(`${audit.line.field} ${role.name}: report ${allowed}, API ${api}`);
      }
    }
    expect(wrong).toEqual([]);
    // the verdicts are not all alike
    expect(new Set(audits.flatMap((a) => a.roles.map((r) => r.allowed))).size).toBe(2);
  });

  it("prints each call, then each field with its verdicts and routes", () => {
    const text = lookupTable(audits);
    for (const l of lookups) expect(text).toContain(`  POST ${l.path}`);
    expect(text.filter((t) => t.includes(" via ")).length).toBe(lines.length);
  });
});

describe("access report: a relation to a REST resource (decision 0124)", () => {
  // a form of the integrator's kind whose 供应商 is the app's REST resource, on the goods form's
  // routes (in the route table, so the report can say who opens them)
  const form = resources.find((c) => c.name === "goods");
  const purchase: ResourceConfig = {
    name: "fixtureReportPurchase", label: "采购单", section: "/goods",
    routes: { list: "/goods/fixtureReportPurchase", create: form?.routes.create, edit: form?.routes.edit },
    api: { base: "/merchant/goods/v1/fixture-report-purchase" },
    fields: [{ key: "supplier_id", label: "供应商", type: "relation", relation: { resource: "goodsSupplier", labelField: "name" } }],
  };
  const rest = resources.find((c) => c.name === "goodsSupplier")?.api.rest;

  it("lists the field under its lookup, saying the REST service the API reads; whoever opens the form may use it", async () => {
    const withRest = lookupLines(relationLookups([...resources, purchase]), auditRoutes());
    const line = withRest.find((l) => l.field === "fixtureReportPurchase.supplier_id");
    expect(line).toMatchObject({ call: "/merchant/goods/v1/goods-supplier/lookup", label: `采购单 · 供应商 → 供应商（REST ${rest?.url ?? ""}）` });
    expect(line?.routes.map((r) => r.path)).toEqual([form?.routes.create, form?.routes.edit]);
    const [audit] = await auditLookups(modelText, policyText, line ? [line] : [], roles);
    // the same verdicts as the goods form's own 运费模板 (same routes), whatever each role holds of 供应商
    const sameForm = audits.find((a) => a.line.field === "goods.express_template_alias");
    expect(audit?.roles.map((r) => r.allowed)).toEqual(sameForm?.roles.map((r) => r.allowed));
    expect(new Set(audit?.roles.map((r) => r.allowed)).size).toBe(2);
    expect(lookupTable(audit ? [audit] : []).join("\n")).toContain("POST /merchant/goods/v1/goods-supplier/lookup");
  });
});
