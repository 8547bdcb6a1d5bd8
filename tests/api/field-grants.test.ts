import { describe, expect, it } from "vitest";
import { grantKey } from "../../src/access/grant-key";
import { config as appConfig } from "../../src/config";
import { apiMeta } from "../../src/engine/api-meta";
import { fieldGrantRefusal, fieldOwners, type OwningAction } from "../../src/engine/field-owners";
import { actionAct } from "../../src/engine/page-actions";
import { fromFormRecord, toFormRecord } from "../../src/engine/record-convert";
import { keyOf, operationsOf } from "../../src/engine/registry";
import type { FieldConfig, Rec, ResourceConfig } from "../../src/engine/types";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { resources } from "../../src/resources";
import { sections } from "../../src/routes/sections";
import { ADMIN, API, call, login, setupDemoApi, type Page } from "./helpers";
import { employeeRow, loginStaff, MANAGER } from "./staff-helpers";

/**
 * A field an action owns (a toggle's 上架, 设为默认's is_default: engine/field-owners.ts) is
 * changed by a full save only with that action's grant (issue 35, item 5). Over every config
 * that declares one: nothing here names a resource, so a new config's toggle is covered.
 */

setupDemoApi();

const catalogue = [...grantIndex(grantCatalogue(sections)).keys()];

/** Each owned field of each config, with one owner (the test takes the grants away one owner at a time). */
const owned = resources.flatMap((c) =>
  [...fieldOwners(c)].flatMap(([key, owners]) => owners.map((owner) => ({ c, field: c.fields.find((f) => f.key === key) as FieldConfig, owner }))));
/** Those a save reads from its input (the form edits them): the others no save can change. */
const inForm = (f: FieldConfig) => !f.readOnly && f.form !== false;
const saved = owned.filter(({ c, field }) => inForm(field) && operationsOf(c).has("edit"));

/** The 店长 employee, their role holding every grant but `without` (read on each call: no new sign-in). */
async function managerWithout(without: string): Promise<string> {
  employeeRow(MANAGER.mobile).role.permissions = catalogue.filter((k) => k !== without);
  return loginStaff(MANAGER);
}

/** One of the resource's own calls (REST or the provider API) with a token: `{code, msg}`. */
async function send(c: ResourceConfig, token: string, what: "first" | "save", record?: Rec): Promise<{ code: number; msg: string; data: unknown }> {
  const key = keyOf(c);
  if (c.api.rest) {
    const url = `${API}${c.api.rest.url}`;
    const headers = { "Content-Type": "application/json", Application: appConfig.application, Authorization: token };
    const res = what === "first"
      ? await fetch(url, { headers })
      : await fetch(`${url}/${String(record?.[key])}`, { method: "PATCH", headers, body: JSON.stringify(record) });
    const body = (await res.json()) as unknown;
    if (what === "first") return { code: res.status === 200 ? 200 : res.status, msg: "", data: (body as Rec[])[0] };
    return { code: res.ok ? 200 : res.status, msg: (body as { message?: string }).message ?? "", data: body };
  }
  const meta = apiMeta(c);
  const at = (action: "list" | "detail" | "save") => `${meta.base}/${meta.actions?.[action] ?? action}`;
  if (what === "first") {
    const row = (await call<Page<Rec>>(at("list"), { page: 1, page_size: 1 }, { token })).body.data.list[0];
    const detail = operationsOf(c).has("detail") || operationsOf(c).has("edit")
      ? (await call<Rec>(at("detail"), { [key]: row?.[key] }, { token })).body.data
      : row;
    return { code: 200, msg: "", data: detail };
  }
  const reply = await call(at("save"), record ?? {}, { token });
  return { code: reply.body.code, msg: reply.body.msg, data: reply.body.data };
}

/** The record as the edit form sends it back (its editable fields and key), with `changes`. */
function formSave(c: ResourceConfig, record: Rec, changes: Rec = {}): Rec {
  return { [keyOf(c)]: record[keyOf(c)], ...fromFormRecord(c.fields, toFormRecord(c.fields, record), "edit"), ...changes };
}

/** A value of the field other than `now`: the owner's other value, else another option. */
function otherValue(field: FieldConfig, owner: OwningAction, now: unknown): unknown {
  const candidates = [...(owner.values ?? []), ...Object.values(owner.body ?? {}), ...(field.options ?? []).map((o) => o.value), 1, 2];
  return candidates.find((v) => String(v) !== String(now));
}

describe("a full save of a field an action owns", () => {
  it("is checked for every config that has one in its form", () => {
    expect(saved.length).toBeGreaterThan(0);
  });

  it.each(saved.map((s) => [`${s.c.label}·${s.field.label} (${s.owner.label})`, s] as const))(
    "%s: refused without the action's grant, allowed unchanged, allowed with the grant",
    async (_, { c, field, owner }) => {
      const grant = grantKey(c.routes.list, actionAct(owner) ?? owner.key);
      const token = await managerWithout(grant);
      const record = (await send(c, token, "first")).data as Rec;
      expect(record, `a ${c.name} record to edit`).toBeDefined();
      const value = otherValue(field, owner, record[field.key]);

      const refused = await send(c, token, "save", formSave(c, record, { [field.key]: value }));
      expect(refused, `${c.name}: ${field.key} ${String(record[field.key])} → ${String(value)}`).toMatchObject({ code: 403, msg: fieldGrantRefusal(c, field, owner) });
      expect(((await send(c, token, "first")).data as Rec)[field.key], "nothing stored").toEqual(record[field.key]);

      // the form sends every field: the owned one as it is passes
      expect((await send(c, token, "save", formSave(c, record))).code, `${c.name} saved unchanged`).toBe(200);

      const allowed = await loginStaffWith(grant);
      expect((await send(c, allowed, "save", formSave(c, record, { [field.key]: value }))).code, `${c.name} with ${grant}`).toBe(200);
    },
  );

  it("is the shop owner's by policy.csv alone", async () => {
    const token = await login(ADMIN);
    for (const { c, field, owner } of saved) {
      const record = (await send(c, token, "first")).data as Rec;
      const reply = await send(c, token, "save", formSave(c, record, { [field.key]: otherValue(field, owner, record[field.key]) }));
      expect(reply.code, `${c.name}.${field.key}: ${reply.msg}`).toBe(200);
    }
  });

  it("cannot change an owned field the form does not edit (上架 is its toggle's alone)", async () => {
    const outside = owned.filter(({ c, field }) => !inForm(field) && operationsOf(c).has("edit") && !c.api.rest);
    for (const { c, field, owner } of outside) {
      const token = await managerWithout(grantKey(c.routes.list, actionAct(owner) ?? owner.key));
      const record = (await send(c, token, "first")).data as Rec;
      await send(c, token, "save", formSave(c, record, { [field.key]: otherValue(field, owner, record[field.key]) }));
      expect(((await send(c, token, "first")).data as Rec)[field.key], `${c.name}.${field.key}`).toEqual(record[field.key]);
    }
  });
});

describe("a new record", () => {
  it("may start with an owned field at its default only, without the grant", async () => {
    const creatable = saved.filter(({ c }) => operationsOf(c).has("create") && !c.api.rest);
    for (const { c, field, owner } of creatable) {
      const token = await managerWithout(grantKey(c.routes.list, actionAct(owner) ?? owner.key));
      const record = (await send(c, token, "first")).data as Rec;
      const body = formSave(c, record);
      delete body[keyOf(c)];
      const value = otherValue(field, owner, field.default ?? null);
      expect(await send(c, token, "save", { ...body, [field.key]: value }), `${c.name}.${field.key} = ${String(value)}`)
        .toMatchObject({ code: 403, msg: fieldGrantRefusal(c, field, owner) });
      // at its default it is not refused for the grant (another rule, e.g. a unique name, may refuse the copy)
      const plain = await send(c, token, "save", { ...body, [field.key]: field.default ?? null });
      expect(plain.msg, c.name).not.toMatch(/^无权修改/);
    }
  });
});

/** The 店长 employee with every grant again (after managerWithout). */
async function loginStaffWith(grant: string): Promise<string> {
  employeeRow(MANAGER.mobile).role.permissions = [...catalogue.filter((k) => k !== grant), grant];
  return loginStaff(MANAGER);
}
