import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { grantKey } from "../../src/access/grant-key";
import { loadEnforcer, setSessionGrants } from "../../src/access/enforcer";
import { fieldGrantHint, fieldOwners } from "../../src/engine/field-owners";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { actionAct } from "../../src/engine/page-actions";
import { operationsOf } from "../../src/engine/registry";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import { getDb } from "../../src/demo/node";
import { signIn } from "../../src/providers/session";
import { resources } from "../../src/resources";
import { sections } from "../../src/routes/sections";
import { button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "./resource-harness";

/**
 * A field an action owns (engine/field-owners.ts: a toggle's field, a call's fixed body) is
 * read-only in the edit form, with the grant it needs, for an employee without that action's
 * grant; the form saves with it unchanged. Each config's real list → 编辑 → form, on the demo
 * API through the real providers, signed in as the 店长 employee with one grant taken away.
 * Over every config that declares such a field: none is named here.
 */
withAdminOnDemoApi();
// the enforcer is module state, shared with the next test files of this worker: back to an owner's
afterEach(async () => {
  await setSessionGrants(null);
});

const catalogue = [...grantIndex(grantCatalogue(sections)).keys()];
const MANAGER = { mobile: "13512340001", password: "Staff@2026" };

const cases = resources.flatMap((c) =>
  [...fieldOwners(c)].flatMap(([key, owners]) => {
    const field = c.fields.find((f) => f.key === key);
    const [owner] = owners;
    return field && owner && !field.readOnly && field.form !== false && operationsOf(c).has("edit") ? [{ c, field, owner }] : [];
  }));
// each config's list and form (custom screens among them) loaded before the tests, not inside their waits
await Promise.all([...new Set(cases.map(({ c }) => c.name))].map((name) => preloadScreens(name)));

/**
 * Opens the first record's form from its list, as a merchant does (a page or a modal). The list
 * shows one row a page: the first record's row is the same, and a page of ten rows drawn for one
 * 编辑 was most of a test's CPU (a list's rows are seconds of it in jsdom on a loaded machine).
 */
async function openFirstForm(c: ResourceConfig): Promise<HTMLElement> {
  renderResource(c.name, `${c.routes.list}?pageSize=1`);
  const edit = await waitFor(() => {
    const hit = Array.from(document.querySelectorAll<HTMLElement>(".ant-table-tbody a, .ant-table-tbody button")).find((b) => /^编\s*辑$/.test(b.textContent ?? ""));
    if (!hit) throw new Error("no 编辑 yet");
    return hit;
  });
  await setupUser().click(edit);
  const form = await screen.findByRole("form", { name: `${c.label}表单` });
  // the record is in the inputs (an edit page loads it after it opens: its skeleton until then)
  await waitFor(() => expect(document.querySelector(".ant-spin-spinning, .form-skeleton")).toBeNull());
  return form;
}

/** The form item of a field, by its label. */
function itemOf(form: HTMLElement, field: FieldConfig): HTMLElement {
  const label = within(form).getByText(field.label, { selector: "label" });
  const item = label.closest<HTMLElement>(".ant-form-item");
  if (!item) throw new Error(`no form item ${field.label}`);
  return item;
}

/** The item's controls that take input. */
const enabledControls = (item: HTMLElement) => item.querySelectorAll("input:not([disabled]), button:not([disabled]), textarea:not([disabled])");

describe("a field an action owns, in the form", () => {
  it("is in some config's form", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  // the owner's form and the employee's form and save apart: each test draws one list and one
  // form (seconds of CPU on a loaded machine), within a test's own limit
  const named = cases.map((s) => [`${s.c.label}·${s.field.label}`, s] as const);
  it.each(named)("%s: editable for the owner", async (_, { c, field }) => {
    const owning = await openFirstForm(c);
    expect(enabledControls(itemOf(owning, field)).length, "the owner may change it").toBeGreaterThan(0);
  });

  it.each(named)(
    "%s: read-only with the grant it needs for an employee without it, who saves it unchanged",
    async (_, { c, field, owner }) => {
      const grant = grantKey(c.routes.list, actionAct(owner) ?? owner.key);
      const role = getDb().role.find((r) => r.alias === getDb().employee.find((e) => e.mobile === MANAGER.mobile)?.role_alias);
      if (!role) throw new Error("no 店长 role");
      role.permissions = catalogue.filter((k) => k !== grant);
      await act(() => signIn(MANAGER));
      await loadEnforcer();

      const form = await openFirstForm(c);
      const item = itemOf(form, field);
      expect(enabledControls(item), "nothing to change it with").toHaveLength(0);
      expect(within(item).getByText(fieldGrantHint(c, owner))).toBeTruthy();
      // the rest of the form is still the employee's to edit, and saves
      await setupUser().click(button("保存", form));
      await waitFor(() => {
        const problems = Array.from(document.querySelectorAll(".ant-alert-message, .ant-form-item-explain-error")).map((e) => e.textContent);
        expect(problems, "the save's refusals").toEqual([]);
        expect(screen.queryByRole("form", { name: `${c.label}表单` }), "the form closed on its save").toBeNull();
      });
    },
  );
});
