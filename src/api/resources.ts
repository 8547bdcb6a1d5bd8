import type { HttpHandler } from "msw";
import type { FieldConfig, Operation, ResourceConfig } from "../engine/types";
import { deleteRefusal, operationsOf } from "../engine/registry";
import { isEmpty, isInput, isVisible, typeOf } from "../engine/validation";
import { exportHandlers, type ExportSource } from "./export-jobs";
import { holdsPart, type ListOptions, type ListPage } from "./query";
import { pageQueryOf, type ListShape } from "./page-query";
import { lookupHandlers, type LookupRows } from "./lookups";
import { allPagesOf } from "./query-pages";
import { fieldRulesError, isId, isRec, listQueryError, normalize, touchedFields, type Rec } from "./resource-input";
import { crudOn, extendCtx, omitShop, type ActionCtx } from "./crud";
import { repositoryRecords, type Records } from "./crud-records";
import type { ResourceActionCtx, ResourceExtension } from "./resource-extension";
import { aliasPrefix, seedResource, type SeedMap } from "./resource-seeds";
import { refusalHandlers, unsupported } from "./resource-refusals";
import { toggleActions } from "./resource-toggles";
import { transitionActions } from "./resource-transitions";
import { fieldGrantRefusalOf } from "./field-grants";
import { readComputeKeys, readComputes, storedComputes } from "./computed-fields";
import { newNumbers, SEQUENCE } from "./sequences";
import { strictRefusal } from "./save-strict";
import { now } from "./util";
import { conflict, invalid, type Failure } from "./respond";
import type { ShopCtx } from "./route";
import type { CallReach } from "./export-rows";
import { restResourceHandlers } from "./rest-resource";
import { declareTables } from "./call-repository";
import { RECORD_KEYS, tableDefOf } from "./repository/field-kinds";
import type { PageQuery, StoredPage } from "./page-reader";
import type { ListQuery } from "./repository/types";
import { apiAct, saveAct } from "./call-acts";
import { servesResource, type CallAct } from "./serves";
import type { Body, Db, ResourceRow, ShopTable } from "./types";

/**
 * The demo API of the config-declared resources (src/resources/): for each config, the
 * list / detail / save / delete calls at `${api.base}/${action}`, scoped to the signed-in
 * shop, over its table on the call's repository (`ctx.repo.table(config.name)`: decision 0094;
 * in memory `db.records[config.name]`, seeded from the resource's *.seed.ts).
 *
 * - list: paging, `sort_field`/`sort_order`, `keyword` over `config.keyword.fields`, any
 *   other key filters the field of that name (query.ts: equality, "one of" for arrays,
 *   an inclusive day range for dates). Route params (e.g. `goods_alias`) filter the same
 *   way. `""` for a tree's parent field (or a relation's `params` value "") = roots only.
 *   Tree resources accept `page_size` up to 1000.
 * - save: only config fields are read (readOnly / `form: false` / hidden ones and unknown
 *   keys are ignored), checked with the engine's `validateRecord` (422 + its message),
 *   then relations (`${label}不存在`), the tree's two levels, `unique` (`${label}已存在`).
 *   An update may send a subset of the fields: they are merged over the stored record and
 *   only they (and fields whose rules read them) are checked (resource-input.ts touchedFields).
 * - transitions (call actions with a `transition`: from → to, set, check) on their own call,
 *   with the extension's `after`: resource-transitions.ts (decision 0119).
 * - toggles (config actions of kind "toggle") on their own call: resource-toggles.ts; a
 *   toggle whose `api` is the save action is such a partial save. A save that changes a field
 *   an action owns needs that action's grant too (field-grants.ts: 无权修改…).
 * - save / del a config's operations leave out: HTTP 200 with code 405 and
 *   `${label}不支持新建|编辑|删除` (resource-refusals.ts), not a missing handler.
 * - delete: refused (409) by the config's `deleteRefusedWhen`, by children of a tree record, and
 *   while a record of another resource refers to it (`该${label}下还有${other.label}`).
 * - output: `shop_alias` and password fields dropped, every field present (null when
 *   unset), relation `displayField`s filled from the related record's `labelField`.
 *
 * A resource whose extension says `custom` gets nothing generated (hand-written handlers
 * serve it); relations to it still resolve (to its hand-written table, e.g. db.role).
 *
 * Behaviour a config cannot say (custom actions, computed fields, extra refusals) is a
 * ResourceExtension in src/api/resource-actions/ (see its index.ts and
 * resource-extension.ts): demo-only rules stay out of the product config.
 */

export type { ResourceActionCtx, ResourceExtension } from "./resource-extension";

/**
 * The hand-written shop tables a relation may point at (resource name = table name, unless the
 * custom resource's extension names its `table`, as 操作日志's audit_log).
 */
const SHOP_TABLES: Record<ShopTable, true> = { address: true, role: true, employee: true, audit_log: true };
const isShopTable = (name: string): name is ShopTable => Object.hasOwn(SHOP_TABLES, name);


// ---------------------------------------------------------------- the resource registry

/** A resource's page query as its table's list query (the repository is asked per table). */
function listQueryOf(query: PageQuery): ListQuery {
  const list: Partial<PageQuery> = { ...query };
  delete list.resource;
  return list as ListQuery;
}

/** How a relation field reads the records it names (Registry.relationReader). */
interface RelationReader {
  resource: string;
  /** The related record's field the relation holds (its key: keyOf, when `byKey`). */
  valueField: string;
  byKey: boolean;
  value(row: Rec): unknown;
  label(row: Rec): unknown;
}

/** Relation labels read for a page of rows: by relation field, the label of each related value. */
type Labels = Map<FieldConfig, Map<string, unknown>>;

/** What reading related records reaches: the call's (or a job's) repository. */
type RepoReach = Pick<CallReach, "repo">;

/** How many records a relation by a field other than the alias reads at most for one page (several may share a value). */
const RELATED_PAGE = 1000;

interface Scope {
  config: ResourceConfig;
  key: string;
  prefix: string;
  ops: Set<Operation>;
  /** An extension's `custom`: served by hand-written handlers; nothing generated. */
  custom: boolean;
  /** A custom resource's fixed table when not named as the resource (extension `table`). */
  table?: ShopTable;
  ext: ResourceExtension[];
  /** Keys where `""` in a list request means "empty" (a tree's parent, relation params). */
  emptyKeys: Set<string>;
}

class Registry {
  readonly scopes = new Map<string, Scope>();
  private readonly repoRecords = new Map<Scope, Records<ResourceRow>>();

  constructor(
    configs: ResourceConfig[],
    private readonly seeds: SeedMap,
    extensions: ResourceExtension[],
  ) {
    for (const config of configs) {
      if (this.scopes.has(config.name)) throw new Error(`资源 ${config.name} 重复定义`);
      const emptyKeys = new Set<string>(config.tree ? [config.tree.parentField] : []);
      const ext = extensions.filter((e) => e.resource === config.name);
      this.scopes.set(config.name, {
        config,
        key: config.api.rest ? (config.api.rest.id ?? "id") : (config.api.key ?? "alias"),
        prefix: aliasPrefix(config.name),
        ops: operationsOf(config),
        custom: ext.some((e) => e.custom === true),
        table: ext.find((e) => e.table)?.table,
        ext,
        emptyKeys,
      });
    }
    for (const config of configs) {
      for (const f of allFields(config.fields)) {
        const target = f.relation && this.scopes.get(f.relation.resource);
        for (const [k, v] of Object.entries(f.relation?.params ?? {})) if (target && (v === "" || v === null)) target.emptyKeys.add(k);
      }
    }
  }

  /** All rows of a generated resource: `db.records[name]` (seeded on first use). */
  table(db: Db, name: string): ResourceRow[] {
    return seedResource(db, this.seeds, name);
  }

  /**
   * The hand-written shop table a resource's records live in (address, role, …; 操作日志's
   * audit_log), asked of the call's repository by that name; undefined for a generated resource
   * or a name the API does not know.
   */
  fixedTable(name: string): ShopTable | undefined {
    const scope = this.scopes.get(name);
    return scope?.custom && scope.table ? scope.table : isShopTable(name) && (!scope || scope.custom) ? name : undefined;
  }

  /** A generated resource's records on the call's repository (crud-records.ts). */
  records(scope: Scope): Records<ResourceRow> {
    let records = this.repoRecords.get(scope);
    if (!records) this.repoRecords.set(scope, (records = repositoryRecords<ResourceRow>(scope.config.name, this.storedKey(scope))));
    return records;
  }

  /** The key a record is found by in its table: its config's key when a field holds it, else the alias (keyOf answers the alias for every record). */
  storedKey(scope: Scope): string {
    return scope.config.fields.some((f) => f.key === scope.key) ? scope.key : "alias";
  }

  /** A record's key value (its alias when the key field is unset). */
  keyOf(scope: Scope, row: object): unknown {
    const value = (row as Rec)[scope.key];
    return isEmpty(value) ? (row as Rec).alias : value;
  }

  /** How a relation field reads its related records: the value it holds of one, and its label. */
  relationReader(field: FieldConfig): RelationReader | null {
    const rel = field.relation;
    if (!rel) return null;
    const target = this.scopes.get(rel.resource);
    const keyField = target?.key ?? "alias";
    const valueField = rel.valueField ?? keyField;
    return {
      resource: rel.resource,
      valueField,
      byKey: valueField === keyField && target !== undefined,
      value: (row) => (valueField === keyField && target ? this.keyOf(target, row) : row[valueField]),
      label: (row) => row[rel.labelField],
    };
  }

  /** A generated resource's scope (its records on the call's repository), or undefined for a fixed table or an unknown name. */
  generated(name: string): Scope | undefined {
    const scope = this.scopes.get(name);
    return scope && !scope.custom ? scope : undefined;
  }

  /**
   * The records of a generated resource in a shop whose `valueField` (its key: keyOf) is one of
   * `wanted`: one query of its table on the call's repository (two for a key that is not the
   * alias: a record without a key value is named by its alias).
   */
  async recordsByValue(ctx: RepoReach, shop: string, scope: Scope, valueField: string, wanted: readonly unknown[]): Promise<Rec[]> {
    const values = [...new Set(wanted.filter(isId).map(String))];
    if (values.length === 0) return [];
    const table = ctx.repo.table(scope.config.name);
    // by alias at most one each; by another field possibly several, the first of each (by alias) used
    const ask = async (field: string, pageSize: number) =>
      (await table.findRows({ shop, filters: [{ field, kind: "equal", wanted: values }], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize })) as Rec[];
    if (valueField === "alias") return ask("alias", values.length);
    if (valueField !== scope.key) return ask(valueField, RELATED_PAGE);
    if (this.storedKey(scope) === "alias") return ask("alias", values.length);
    const byKey = await ask(valueField, RELATED_PAGE);
    const byAlias = (await ask("alias", values.length)).filter((r) => isEmpty(r[valueField]) && !byKey.some((k) => k.alias === r.alias));
    return [...byKey, ...byAlias];
  }

  /**
   * The shop's records of the relation's resource whose relation value is one of `ids`, asked
   * of the call's repository: a generated resource's by recordsByValue, a hand-written fixed
   * table's (address, role, employee, 操作日志) by one query of that table; null for a resource
   * the API does not know (nothing to check).
   */
  async relatedRecords(ctx: RepoReach, shop: string, field: FieldConfig, ids: readonly unknown[]): Promise<{ reader: RelationReader; rows: Rec[] } | null> {
    const reader = this.relationReader(field);
    if (!reader) return null;
    const wanted = new Set(ids.filter(isId).map(String));
    const scope = this.generated(reader.resource);
    const stored = scope && (reader.valueField === "alias" || reader.byKey || scope.config.fields.some((f) => f.key === reader.valueField));
    if (scope && stored) {
      const rows = await this.recordsByValue(ctx, shop, scope, reader.byKey ? scope.key : reader.valueField, [...wanted]);
      return { reader, rows: rows.filter((r) => wanted.has(String(reader.value(r)))) };
    }
    const fixed = this.fixedTable(reader.resource);
    if (!fixed) return null;
    const filter = { field: reader.valueField, kind: "equal" as const, wanted: [...wanted], beyondFields: true };
    const rows = wanted.size ? await allPagesOf(ctx.repo.table(fixed), shop, [filter]) : [];
    return { reader, rows: rows.filter((r) => wanted.has(String(reader.value(r)))) };
  }

  /**
   * The labels of what a page of rows relates to, by relation field (sub-records' too): one
   * relatedRecords per field, for all the rows at once (not one read per row).
   */
  async labelsFor(ctx: RepoReach, shop: string, fields: FieldConfig[], rows: readonly Rec[]): Promise<Labels> {
    const labels: Labels = new Map();
    for (const f of fields) {
      const values = rows.map((r) => r[f.key]);
      if (typeOf(f) === "list" && f.fields) {
        const subRows = values.flatMap((v) => (Array.isArray(v) ? v.filter(isRec) : []));
        if (subRows.length) for (const [k, v] of await this.labelsFor(ctx, shop, f.fields, subRows)) labels.set(k, v);
      }
      if (!f.relation?.displayField) continue;
      const ids = values.flatMap((v) => (Array.isArray(v) ? v : isEmpty(v) ? [] : [v]));
      const found = await this.relatedRecords(ctx, shop, f, ids);
      const byValue = new Map<string, unknown>();
      for (const row of found?.rows ?? []) {
        const value = String(found?.reader.value(row));
        if (!byValue.has(value)) byValue.set(value, found?.reader.label(row) ?? null);
      }
      labels.set(f, byValue);
    }
    return labels;
  }

  /** Fills the relation display fields of a record (and of its sub-records) from the `labels` read for its page. */
  display(fields: FieldConfig[], out: Rec, labels: Labels): void {
    for (const f of fields) {
      const v = out[f.key];
      if (typeOf(f) === "list" && f.fields && Array.isArray(v)) {
        const subFields = f.fields;
        out[f.key] = v.map((row) => {
          if (!isRec(row)) return row;
          const copy = { ...row };
          this.display(subFields, copy, labels);
          return copy;
        });
      }
      const displayField = f.relation?.displayField;
      if (!displayField) continue;
      const read = labels.get(f);
      const labelOf = (id: unknown): unknown => read?.get(String(id)) ?? null;
      if (Array.isArray(v)) out[displayField] = v.map(labelOf).filter((x) => x !== null);
      else out[displayField] = isEmpty(v) ? null : labelOf(v);
    }
  }

  /** A record as list and detail send it: from the labels and the extensions' outputs read for its page (presenterOf). */
  present(scope: Scope, row: ResourceRow, labels: Labels, outputs: readonly ((row: ResourceRow) => Record<string, unknown>)[]): Rec {
    const { config } = scope;
    const out: Rec = { ...row };
    for (const f of config.fields) if (!(f.key in out)) out[f.key] = null;
    for (const p of Object.values(config.routeParams ?? {})) if (!(p in out)) out[p] = null;
    if (scope.key !== "alias") out[scope.key] = this.keyOf(scope, row);
    this.display(config.fields, out, labels);
    for (const f of config.fields) if (typeOf(f) === "password") delete out[f.key];
    for (const output of outputs) Object.assign(out, output(row));
    // worked out on each read (a computed field's `stored: false`), from the row as stored
    Object.assign(out, readComputes(config, row));
    return out;
  }

  /** A presenter of a page of rows, their relations' labels read once for the page (labelsFor). */
  async presenter(scope: Scope, rows: readonly ResourceRow[], ctx: ShopCtx): Promise<(row: ResourceRow) => Rec> {
    return this.presenterOf(scope, rows, { repo: ctx.repo, keptSums: ctx.ports.keptSums }, ctx.shop.alias);
  }

  /**
   * presenter's, for rows of `shop` read through `reach` (a call's, or an 导出 job's run): their
   * relations' labels and each extension's output read once for the page (one query per relation).
   */
  async presenterOf(scope: Scope, rows: readonly ResourceRow[], reach: CallReach, shop: string): Promise<(row: ResourceRow) => Rec> {
    const labels = await this.labelsFor(reach, shop, scope.config.fields, rows);
    const outputs: ((row: ResourceRow) => Record<string, unknown>)[] = [];
    for (const e of scope.ext) if (e.output) outputs.push(await e.output(rows, { repo: reach.repo, shop, keptSums: reach.keptSums }));
    return (row) => this.present(scope, row, labels, outputs);
  }

  /** Relation values that name no record: `${label}不存在` (sub-records: `…第N行：…`). */
  async relationError(ctx: ShopCtx, shop: string, fields: FieldConfig[], record: Rec): Promise<string | null> {
    for (const f of fields) {
      if (!isVisible(f, record)) continue;
      const v = record[f.key];
      if (typeOf(f) === "list" && f.fields && Array.isArray(v)) {
        for (const [i, row] of v.entries()) {
          const sub = isRec(row) ? await this.relationError(ctx, shop, f.fields, row) : null;
          if (sub) return `${f.label}第${i + 1}行：${sub}`;
        }
      }
      if (typeOf(f) !== "relation" || isEmpty(v)) continue;
      const ids = Array.isArray(v) ? v : [v];
      const rel = await this.relatedRecords(ctx, shop, f, ids);
      if (!rel) continue; // a resource the demo API does not know: nothing to check
      if (!ids.every((id) => rel.rows.some((r) => String(rel.reader.value(r)) === String(id)))) return `${f.label}不存在`;
    }
    return null;
  }

  /**
   * The checked record a save would store, or its refusal. `strict`: the body is a client's (the
   * generated and REST saves), refused when it changes what the form does not let one change; a
   * handler's own `prepare` (a copy of a stored record) is not.
   */
  async prepare(scope: Scope, body: Body, ctx: ShopCtx, existing: ResourceRow | undefined, strict = false): Promise<Rec | Failure> {
    const { config } = scope;
    const mode = existing ? "edit" : "create";
    const record: Rec = {};
    for (const f of config.fields) {
      const fromInput = isInput(f, mode) && f.key in body;
      const password = typeOf(f) === "password";
      if (fromInput && !(password && existing && isEmpty(body[f.key]))) record[f.key] = normalize(f, body[f.key]);
      else if (existing) record[f.key] = existing[f.key] ?? null;
      else record[f.key] = f.default ?? null;
    }
    for (const p of Object.values(config.routeParams ?? {})) {
      if (config.fields.some((f) => f.key === p && isInput(f, "create"))) continue;
      record[p] = existing ? (existing[p] ?? null) : typeof body[p] === "string" ? body[p].trim() : (body[p] ?? null);
    }
    // fields hidden by visibleWhen are not kept
    for (const f of config.fields) {
      if (isInput(f, "create") && !isVisible(f, record)) record[f.key] = null;
    }
    // the stored computed fields, from what the save would store (whatever the body sent for them)
    Object.assign(record, storedComputes(config, record));
    const say = (msg: string): Failure => invalid(msg);
    // an update checks what it sends (the rest was checked when stored); a create, everything
    const only = existing ? touchedFields(config.fields, body) : undefined;
    const checked = only ? config.fields.filter((f) => only.has(f.key)) : config.fields;
    const problem = fieldRulesError(config.fields, record, mode, only);
    if (problem) return say(problem);
    const relation = await this.relationError(ctx, ctx.shop.alias, checked, record);
    if (relation) return say(relation);
    const parentField = config.tree?.parentField;
    const tree = !parentField || !only || only.has(parentField) ? await this.treeError(scope, record, ctx, existing) : null;
    if (tree) return say(tree);
    // said as today (422); the repository's unique index is the final guard (two saves at once: DuplicateRecordError, the same answer)
    for (const f of checked) {
      const v = record[f.key];
      if (!f.unique || isEmpty(v) || Array.isArray(v) || !isVisible(f, record)) continue;
      const same = await ctx.repo.table(config.name).findRows({
        shop: ctx.shop.alias, filters: [{ field: f.key, kind: "equal", wanted: [v] }], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 2,
      });
      if (same.some((r) => r.alias !== existing?.alias)) return say(`${f.label}已存在`);
    }
    for (const e of scope.ext) {
      const refused = await e.validate?.(record, { ...ctx, existing });
      if (typeof refused === "string") return say(refused);
      if (refused) return refused;
    }
    // a field the form does not let the person change, changed: refused with its label, after
    // the extension's own words for it (save-strict.ts)
    if (strict) {
      const stored = existing && { row: existing as Rec, shown: async () => (await this.presenter(scope, [existing], ctx))(existing) };
      const refused = await strictRefusal(config, body, record, stored);
      if (refused) return say(refused);
    }
    // a new record's numbers, last: a refused save takes none
    if (!existing) Object.assign(record, await newNumbers(ctx.repo, ctx.shop.alias, config, now()));
    return record;
  }

  /**
   * A save's record (prepare), refused first when it changes a field an action owns without
   * that action's grant (field-grants.ts).
   */
  async save(scope: Scope, body: Body, ctx: ShopCtx, existing: ResourceRow | undefined): Promise<Rec | Failure> {
    const refused = await fieldGrantRefusalOf(scope.config, { role: ctx.role, grants: ctx.grants }, body, existing);
    return refused ?? this.prepare(scope, body, ctx, existing, true);
  }

  /** Two-level trees: a parent is a root, not the record itself, and a parent has no parent (asked of the repository). */
  async treeError(scope: Scope, record: Rec, ctx: ShopCtx, existing: ResourceRow | undefined): Promise<string | null> {
    const parentField = scope.config.tree?.parentField;
    if (!parentField) return null;
    const parent = record[parentField];
    if (isEmpty(parent)) return null;
    const label = scope.config.fields.find((f) => f.key === parentField)?.label ?? `上级${scope.config.label}`;
    if (existing && String(this.keyOf(scope, existing)) === String(parent)) return `${label}不能选择自己`;
    const found = await this.recordsByValue(ctx, ctx.shop.alias, scope, scope.key, [parent]);
    const row = found.find((r) => r.alias !== existing?.alias && String(this.keyOf(scope, r)) === String(parent));
    if (!row) return `${label}不存在`;
    if (!isEmpty(row[parentField])) return `${label}只能选择一级${scope.config.label}`;
    if (existing && (await this.childCount(scope, ctx, existing)) > 0) return `该${scope.config.label}下还有下级${scope.config.label}`;
    return null;
  }

  /** How many records of a tree name `row` as their parent. */
  async childCount(scope: Scope, ctx: ShopCtx, row: ResourceRow): Promise<number> {
    const parentField = scope.config.tree?.parentField;
    if (!parentField) return 0;
    const key = this.keyOf(scope, row);
    const filters = [{ field: parentField, kind: "equal" as const, wanted: [key] }];
    return ctx.repo.table(scope.config.name).count({ shop: row.shop_alias, filters });
  }

  /** Why a record may not be deleted, or null: the config's rule, a tree's children, and records referring to it (counted by the repository). */
  async deleteRefusal(scope: Scope, row: ResourceRow, ctx: ShopCtx): Promise<Failure | null> {
    const { config } = scope;
    // the config's rule, as the list shows it: on the output, so computed fields (a status from dates) count too
    const reason = deleteRefusal(config, (await this.presenter(scope, [row], ctx))(row));
    if (reason) return conflict(reason);
    const key = String(this.keyOf(scope, row));
    const parentField = config.tree?.parentField;
    if ((await this.childCount(scope, ctx, row)) > 0) return conflict(`该${config.label}下还有下级${config.label}`);
    const refers = (value: string) => (v: unknown) => (Array.isArray(v) ? v.some((x) => String(x) === value) : !isEmpty(v) && String(v) === value);
    for (const other of this.scopes.values()) {
      for (const f of other.config.fields) {
        if (f.relation?.resource !== config.name || (other === scope && f.key === parentField)) continue;
        const reader = this.relationReader(f);
        const value = reader ? String(reader.value(row)) : key;
        if (value === "") continue;
        // a hand-written table's records may keep the relation beside its columns: asked alike
        const filters = [{ field: f.key, kind: "equal" as const, wanted: [value], beyondFields: true }];
        const table = other.custom ? this.fixedTable(other.config.name) : other.config.name;
        // the record itself is no user of itself
        const users = table ? (await ctx.repo.table(table).count({ shop: row.shop_alias, filters })) - (other === scope && refers(value)(row[f.key]) ? 1 : 0) : 0;
        if (users > 0) return conflict(`该${config.label}下还有${other.config.label}`);
      }
    }
    for (const e of scope.ext) {
      const refused = e.beforeDelete?.(row, ctx) ?? null;
      if (refused) return typeof refused === "string" ? conflict(refused) : refused;
    }
    return null;
  }

  /** How the list call filters, searches and sorts this resource (shared with exports). */
  listTuning(scope: Scope): Omit<ListOptions<ResourceRow>, "present"> {
    const { config } = scope;
    const keywordFields = config.keyword?.fields;
    return {
      defaultSort: config.defaultSort ? [config.defaultSort.field, config.defaultSort.order] : undefined,
      maxPageSize: config.tree ? 1000 : 100,
      countBy: config.tabs?.field,
      refuse: (body) => listQueryError(config.fields, body),
      customFilters: Object.fromEntries(
        Object.entries(this.extensionFilters(scope)).map(([key, test]) => [key, test === "part" ? (row: ResourceRow, wanted: unknown) => holdsPart(row[key], wanted) : test]),
      ),
      search: keywordFields
        ? (_row, out) => keywordFields.flatMap((k) => (Array.isArray(out[k]) ? (out[k] as unknown[]) : [out[k]])).filter(isId).map(String)
        : undefined,
      filter: (row, body) =>
        [...scope.emptyKeys].every((k) => !(k in body) || (body[k] !== "" && body[k] !== null) || isEmpty(row[k])),
    };
  }

  /** The extensions' list filters by request key. */
  private extensionFilters(scope: Scope): NonNullable<ResourceExtension["filters"]> {
    return Object.assign({}, ...scope.ext.map((e) => e.filters ?? {})) as NonNullable<ResourceExtension["filters"]>;
  }

  /** What the list of a resource reads, for a store that pages it itself (page-query.ts). */
  listShape(scope: Scope): ListShape {
    const tuning = this.listTuning(scope);
    const outputs = scope.ext.filter((e) => e.output);
    const filters = Object.entries(this.extensionFilters(scope));
    return {
      config: scope.config,
      computed: outputs.every((e) => e.computes) ? new Set([...outputs.flatMap((e) => e.computes ?? []), ...readComputeKeys(scope.config)]) : null,
      customFilters: new Set(filters.filter(([, test]) => test !== "part").map(([key]) => key)),
      partFilters: new Set(filters.filter(([, test]) => test === "part").map(([key]) => key)),
      emptyKeys: scope.emptyKeys,
      defaultSort: tuning.defaultSort,
      maxPageSize: tuning.maxPageSize ?? 100,
    };
  }

  /**
   * The list page read by the store itself when it can, presented as the list presents rows
   * (their relations' labels read once for the page): on the server its SQL page reader
   * (decisions 0053, 0058); elsewhere the call repository's `find` of the same query, when every
   * key it reads is a column of the table (a route param that is no field is not: cut from the
   * rows). Null: the list is cut from the rows (query.ts listPage).
   */
  async listFromStore(scope: Scope, shape: ListShape, ctx: ShopCtx): Promise<ListPage | null> {
    const read = ctx.ports.pageReader;
    const query = pageQueryOf(shape, ctx.shop.alias, ctx.body);
    if (!query) return null;
    let found: StoredPage;
    if (read) found = await read(query);
    else if (this.readsColumnsOnly(scope, query)) {
      found = await ctx.repo.table(scope.config.name).find(listQueryOf(query));
    } else return null;
    const show = await this.presenter(scope, found.rows, ctx);
    const page: ListPage = { list: found.rows.map((row) => omitShop(show(row))), total: found.total, page: query.page, page_size: query.pageSize };
    if (found.counts) page.counts = found.counts;
    return page;
  }

  /** Does every key the query reads name a column of the resource's table (its fields, or a record column)? */
  readsColumnsOnly(scope: Scope, query: PageQuery): boolean {
    const columns = new Set([...RECORD_KEYS, ...tableDefOf(scope.config, scope.prefix).fields.map((f) => f.key)]);
    const keys = [...query.filters.map((f) => f.field), ...query.empty, ...(query.keyword?.fields ?? []), query.sort.field, ...(query.countBy ? [query.countBy] : [])];
    return keys.every((k) => columns.has(k));
  }

  /**
   * A lookup's related records of one shop, read and presented as their list does (lookups.ts): a
   * generated resource's page asked of the store; the shop's records read by pages through the
   * call's repository when the store cannot page the list (a fixed table, a computed filter).
   */
  lookupRows(ctx: ShopCtx, name: string): LookupRows | null {
    const scope = this.scopes.get(name);
    const table = this.generated(name) ? name : this.fixedTable(name);
    if (!scope || !table) return null;
    const generated = this.generated(name);
    return {
      page: generated ? (query) => this.listFromStore(generated, this.listShape(generated), extendCtx(ctx, { body: query })) : undefined,
      rows: async () => (await allPagesOf(ctx.repo.table(table), ctx.shop.alias, [])) as ResourceRow[],
      tuning: this.listTuning(scope),
      presenter: (rows) => this.presenter(scope, rows, ctx),
    };
  }

  /** Exports (config `export`): the config of a type, and how its shop's rows under list filters are read (export-rows.ts). */
  exportSource(type: string): ExportSource | null {
    const scope = [...this.scopes.values()].find((s) => s.config.export?.type === type && !s.custom);
    if (!scope) return null;
    const shape = this.listShape(scope);
    return {
      config: scope.config,
      refuse: (filters) => listQueryError(scope.config.fields, filters),
      query: (shop, filters) => {
        const query = pageQueryOf(shape, shop, filters);
        return query && this.readsColumnsOnly(scope, query) ? listQueryOf(query) : null;
      },
      tuning: this.listTuning(scope),
      presenter: (rows, reach, shop) => this.presenterOf(scope, rows, reach, shop),
    };
  }

  /**
   * What the resource's calls do on its page (call-acts.ts): the save by the config; an extra
   * call by the extension's `acts`, else by the config action whose `api` it is (else crudOn's
   * default: its name).
   */
  acts(scope: Scope, extras: string[]): Record<string, CallAct | null> {
    const { config } = scope;
    const save = config.api.save ?? "save";
    const acts: Record<string, CallAct | null> = { [save]: saveAct(config) };
    for (const name of extras) {
      if (name === save) continue; // an extension's own save is still a save
      const declared = scope.ext.find((e) => e.acts && name in e.acts)?.acts?.[name];
      const act = declared !== undefined ? declared : apiAct(config, name);
      if (act !== undefined) acts[name] = act;
    }
    return acts;
  }

  /** What an extension's own action (and a transition's `after`) gets beside the call's context. */
  actionCtx(scope: Scope, ctx: ActionCtx<ResourceRow>): ResourceActionCtx {
    return extendCtx(ctx, {
      config: scope.config,
      prepare: (body: Body, existing?: ResourceRow) => this.prepare(scope, body, ctx, existing),
      insertRecord: async (fields: Record<string, unknown>) => (await this.records(scope).create(ctx, fields)),
      removeRecord: (row: ResourceRow) => this.records(scope).remove(ctx, [row]),
    });
  }

  handlers(scope: Scope): HttpHandler[] {
    const { config, ops, key } = scope;
    const ownHandlers = scope.ext.flatMap((e) => e.handlers ?? []);
    if (scope.custom) return ownHandlers;
    if (config.api.rest) {
      return [...ownHandlers, ...restResourceHandlers({
        config,
        shape: this.listShape(scope),
        readsColumnsOnly: (query) => this.readsColumnsOnly(scope, query),
        presenter: (rows, ctx) => this.presenter(scope, rows, ctx),
        prepare: (body, ctx, existing) => this.save(scope, body, ctx, existing),
        deleteRefusal: (row, ctx) => this.deleteRefusal(scope, row, ctx),
        tuning: this.listTuning(scope),
      })];
    }
    const api = config.api;
    const name = config.name;
    const has = (...wanted: Operation[]) => wanted.some((op) => ops.has(op));
    // the config's toggles, unless an extension's action of the same name replaces one
    const extra: Record<string, (ctx: ActionCtx<ResourceRow>) => Response | Promise<Response>> = toggleActions(config, scope.ext);
    // the config's transitions (decision 0119), likewise replaced by an extension's action of the same name
    Object.assign(extra, transitionActions(config, scope.ext, {
      actionCtx: (ctx) => this.actionCtx(scope, ctx),
      relationError: (ctx, fields, record) => this.relationError(ctx, ctx.shop.alias, fields, record),
    }));
    for (const e of scope.ext) {
      for (const [action, run] of Object.entries(e.actions ?? {})) {
        extra[action] = (ctx) => run(this.actionCtx(scope, ctx));
      }
    }
    const shape = this.listShape(scope);
    return [
      ...ownHandlers,
      ...crudOn<ResourceRow>({
        listFromStore: (ctx) => this.listFromStore(scope, shape, ctx),
        base: api.base ?? "",
        serves: servesResource(config),
        acts: this.acts(scope, Object.keys(extra)),
        listRows: async (ctx) => (await allPagesOf(ctx.repo.table(name), ctx.shop.alias, [])) as ResourceRow[],
        records: this.records(scope),
        prefix: scope.prefix,
        key,
        keyOf: (row) => this.keyOf(scope, row),
        actions: {
          list: has("list") ? (api.list ?? "list") : undefined,
          detail: has("detail", "edit") ? (api.detail ?? "detail") : undefined,
          save: has("create", "edit") ? (api.save ?? "save") : undefined,
          del: has("delete", "batchDelete") ? (api.del ?? "del") : undefined,
        },
        batchDelete: has("batchDelete"),
        ...this.listTuning(scope),
        outputs: (rows, ctx) => this.presenter(scope, rows, ctx),
        canSave: ({ existing }) => {
          if (!existing && !ops.has("create")) return unsupported(config, "新建");
          if (existing && !ops.has("edit")) return unsupported(config, "编辑");
          return null;
        },
        parse: (_input, ctx) => this.save(scope, ctx.body, ctx, ctx.existing),
        afterSave: async (row, ctx, before) => {
          for (const e of scope.ext) await e.afterSave?.(row, ctx, before);
        },
        beforeDelete: (row, ctx) => this.deleteRefusal(scope, row, ctx),
        afterDelete: async (rows, ctx) => {
          for (const e of scope.ext) await e.afterDelete?.(rows, ctx);
        },
        extra,
      }),
    ];
  }
}

function allFields(fields: FieldConfig[]): FieldConfig[] {
  return fields.flatMap((f) => [f, ...allFields(f.fields ?? [])]);
}

/**
 * The demo API of `configs`: list / detail / save / del of each (only the operations it
 * offers), plus the actions of `extensions`. Rows live in `db.records[name]`; a resource
 * missing there is seeded from `seeds[name]` on first use (or starts empty). A pure
 * function of its arguments (and the db), so tests can pass fixture configs and seeds.
 * @example
 * setupServer(...authHandlers, ...resourceHandlers([book, category], { book: (ctx) => [...] }))
 */
export function resourceHandlers(
  configs: ResourceConfig[],
  seeds: SeedMap,
  extensions: ResourceExtension[] = [],
): HttpHandler[] {
  const registry = new Registry(configs, seeds, extensions);
  const unknown = extensions.filter((e) => !registry.scopes.has(e.resource)).map((e) => e.resource);
  if (unknown.length) throw new Error(`resource-actions: 没有名为 ${unknown.join("、")} 的资源配置`);
  const scopes = [...registry.scopes.values()];
  const handlers = scopes.flatMap((scope) => registry.handlers(scope));
  const served = new Set(handlers.map((h) => String(h.info.path)));
  const all = [
    ...handlers,
    ...scopes.filter((s) => !s.custom && !s.config.api.rest).flatMap((s) => refusalHandlers(s.config, s.ops, s.key, served)),
    // the relation fields' lookups (decision 0048)
    ...lookupHandlers(configs, (ctx, name) => registry.lookupRows(ctx, name)),
    // exports of the lists that declare one (config `export`)
    ...(configs.some((c) => c.export) ? exportHandlers((type) => registry.exportSource(type), configs) : []),
  ];
  // the tables these calls reach through ctx.repo: each generated resource's records (call-repository.ts)
  declareTables(all, [
    ...scopes.filter((s) => !s.custom).map((s) => ({ def: tableDefOf(s.config, s.prefix), rows: (db: Db) => registry.table(db, s.config.name) })),
    // the counters of numbered fields (sequences.ts)
    SEQUENCE,
  ]);
  return all;
}
