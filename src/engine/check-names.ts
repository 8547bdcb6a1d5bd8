import { collect, ResourceConfigError } from "./config-error";
import type { Condition, FieldConfig } from "./field-config";
import type { ResourceConfig } from "./types";

/**
 * Every name a resource config uses, checked against what it names (issue 24): the compiler
 * checks them only in a config written `defineResource({...})`; this check holds whatever the
 * config's declared type. A name that is not there says which names are.
 */

/** `"nmae" 不存在，可用：name, mobile` — the names to choose from, in declaration order. */
const choose = (known: Iterable<string>): string => `可用：${[...known].join(", ") || "（无）"}`;

/** The record's key field (registry.ts's keyOf, kept here so the check loads nothing else). */
const keyOf = (c: ResourceConfig): string => (c.api?.rest ? (c.api.rest.id ?? "id") : (c.api?.key ?? "alias"));

/** The fields a record of `c` has: its declared fields and its key. */
const recordNames = (c: ResourceConfig): string[] => [...new Set([...(c.fields ?? []).map((f) => f.key), keyOf(c)])];

function fieldOf(at: string, what: string, name: string | undefined, known: string[]): void {
  if (name !== undefined && !known.includes(name)) throw new ResourceConfigError(at, `${what} "${name}" 不是本资源的字段，${choose(known)}`);
}

/** A condition's values of an enum field must be among its options (else it never holds). */
function conditionValues(at: string, cond: Condition | undefined, fields: FieldConfig[]): void {
  const target = cond && fields.find((f) => f.key === cond.field);
  if (!cond || target?.type !== "enum" || !target.options?.length) return;
  const values = target.options.map((o) => String(o.value));
  const named = [...(cond.in ?? []), ...(cond.notIn ?? []), ...(cond.includes !== undefined ? [cond.includes] : [])];
  const bad = named.find((v) => !values.includes(String(v)));
  if (bad !== undefined) {
    throw new ResourceConfigError(at, `条件中的值 ${JSON.stringify(bad)} 不是字段 "${cond.field}" 的选项，可用：${values.join(", ")}`);
  }
}

/** A relation's labelField and valueField are fields of the related resource; displayField is this record's. */
function relationNames(at: string, f: FieldConfig, byName: Map<string, ResourceConfig>): void {
  const r = f.relation;
  const other = r && byName.get(r.resource);
  if (!r || !other) return;
  const known = recordNames(other);
  const where = `资源 "${other.name}" 的字段`;
  if (!known.includes(r.labelField)) throw new ResourceConfigError(at, `relation.labelField "${r.labelField}" 不是${where}，${choose(known)}`);
  if (r.valueField !== undefined && !known.includes(r.valueField)) {
    throw new ResourceConfigError(at, `relation.valueField "${r.valueField}" 不是${where}，${choose(known)}`);
  }
  // this record's field the API fills with the label: not the relation's own values (the list would show ids)
  if (r.displayField !== undefined && (r.displayField === f.key || !/^[a-z_][a-z0-9_]*$/i.test(r.displayField))) {
    throw new ResourceConfigError(at, `relation.displayField "${r.displayField}" 应是本记录中存放${f.label}名称的另一个字段（如 ${f.key.replace(/_(alias|id)s?$/, "")}_name）`);
  }
}

/**
 * Each field's names: relations, lockedWhen (any field of the record as loaded, its key too; a
 * row's sub-field may name the whole record's), conditions' values.
 */
function fieldNames(where: string, fields: FieldConfig[], outer: string[], byName: Map<string, ResourceConfig>, problems: ResourceConfigError[]): void {
  const own = fields.map((f) => f.key);
  for (const f of fields) {
    const at = `${where}.${f.key}`;
    collect(problems, at, () => {
      if (f.type === "relation") relationNames(at, f, byName);
      fieldOf(at, "lockedWhen.field", f.lockedWhen?.field, [...new Set([...own, ...outer])]);
      const help = Array.isArray(f.help) ? f.help.map((h) => h.when) : [];
      for (const cond of [f.visibleWhen, typeof f.required === "object" ? f.required : undefined, ...help]) conditionValues(at, cond, fields);
    });
    if (f.type === "list" && Array.isArray(f.fields)) fieldNames(at, f.fields, [...own, ...outer], byName, problems);
  }
}

/** The resource's own names: keyword, sort, tree, parent's label, actions' fields, values and link params. */
function resourceNames(where: string, c: ResourceConfig, byName: Map<string, ResourceConfig>, problems: ResourceConfigError[]): void {
  const known = recordNames(c);
  collect(problems, `${where}.keyword`, () => {
    if (c.keyword && !c.keyword.fields?.length) throw new ResourceConfigError(`${where}.keyword`, `keyword.fields 不能为空，${choose(known)}`);
    for (const k of c.keyword?.fields ?? []) fieldOf(`${where}.keyword`, "keyword.fields 中的", k, known);
  });
  collect(problems, `${where}.defaultSort`, () => fieldOf(`${where}.defaultSort`, "defaultSort.field", c.defaultSort?.field, known));
  collect(problems, `${where}.tree`, () => fieldOf(`${where}.tree`, "tree.parentField", c.tree?.parentField, known));
  collect(problems, `${where}.deleteRefusedWhen`, () => conditionValues(`${where}.deleteRefusedWhen`, c.deleteRefusedWhen, c.fields));
  collect(problems, `${where}.parent`, () => {
    const parent = c.parent && byName.get(c.parent.resource);
    if (!parent || !c.parent) return;
    const theirs = recordNames(parent);
    if (!theirs.includes(c.parent.labelField)) {
      throw new ResourceConfigError(`${where}.parent`, `parent.labelField "${c.parent.labelField}" 不是资源 "${parent.name}" 的字段，${choose(theirs)}`);
    }
  });
  const linkParams = [...known, ...Object.keys(c.routeParams ?? {})];
  for (const a of c.actions ?? []) {
    const at = `${where}.actions.${a.key || "?"}`;
    collect(problems, at, () => {
      fieldOf(at, "visibleWhen.field", a.visibleWhen?.field, known);
      conditionValues(at, a.visibleWhen, c.fields);
      if (a.kind === "toggle") {
        fieldOf(at, "toggle 的 field", a.field, known);
        conditionValues(at, { field: a.field, in: [...(a.values ?? [])] }, c.fields);
      }
      const param = a.kind === "link" ? [...(a.to ?? "").matchAll(/:(\w+)/g)].map((m) => m[1] ?? "").find((p) => !linkParams.includes(p)) : undefined;
      if (param) throw new ResourceConfigError(at, `链接 "${a.to ?? ""}" 中的 :${param} 不是记录的字段或路由参数，${choose(linkParams)}`);
    });
  }
}

/** Every name `c` uses; `byName` holds every resource of the check (relations and parents name them). */
export function checkNames(where: string, c: ResourceConfig, byName: Map<string, ResourceConfig>, problems: ResourceConfigError[]): void {
  fieldNames(where, c.fields, [keyOf(c)], byName, problems);
  resourceNames(where, c, byName, problems);
}
