import { isMobileField } from "../../src/engine/check-config";
import { displayFieldOf, ENGINE_TIMES } from "./kinds";
import { seedFile } from "./seed-file";
import { handlerFile } from "./handler-file";
import { actionApi, kebab, sectionIconOf, type ActionSpec, type FieldSpec, type ResourceSpec } from "./spec";

/** The files `npm run new:resource` writes, by path under the project root, and the policy line. */
export interface Scaffold {
  files: Record<string, string>;
  /** Appended to src/access/policy.csv when the section has no line yet. */
  policyLine?: string;
}

const q = (v: unknown) => JSON.stringify(v);
const options = (f: FieldSpec) => `options: [${(f.options ?? []).map((o) => `{ value: ${q(o.value)}, label: ${q(o.label)} }`).join(", ")}]`;

/**
 * One field of the config. The status field of transitions (`moved`) is never typed: it starts
 * at its first option and only the actions move it (`form: false`); its tabs filter it.
 */
function fieldLine(f: FieldSpec, spec: ResourceSpec): string {
  const parts = [`key: ${q(f.key)}`, `label: ${q(f.label)}`];
  const tabs = f.key === spec.tabs;
  const moved = tabs && (spec.actions ?? []).some((a) => a.transition);
  if (f.type !== "text") parts.push(`type: ${q(f.type)}`);
  if (f.required && !moved) parts.push("required: true");
  if (moved) parts.push("form: false", `default: ${q(f.options?.[0]?.value)}`);
  // a mobile number is masked unless the config says otherwise (the start-up check wants it said):
  // 打码, 可点击显示 as a customer's; `mask: false` for the shop's own numbers
  if (f.type === "text" && isMobileField(f)) parts.push('mask: "mobile"');
  if (!tabs && (f.type === "enum" || f.type === "flag" || f.type === "relation")) parts.push("filter: true");
  if (f.type === "enum" || (f.type === "flag" && f.options?.length)) parts.push(options(f));
  if (f.type === "relation" && f.relation) {
    parts.push(`relation: { resource: ${q(f.relation.resource)}, labelField: ${q(f.relation.labelField)}, displayField: ${q(displayFieldOf(f.key))} }`);
  }
  return `    { ${parts.join(", ")} },`;
}

/**
 * The engine's own times, once each, read-only: created_at always (with the label given, if
 * declared), updated_at when declared.
 */
function timeLines(spec: ResourceSpec): string[] {
  return ENGINE_TIMES.flatMap((key) => {
    const declared = spec.fields.find((f) => f.key === key);
    if (!declared && key !== "created_at") return [];
    return [`    { key: ${q(key)}, label: ${q(declared?.label ?? "创建时间")}, type: "datetime", readOnly: true },`];
  });
}

/** A --action as a config action: a transition when it has one (run by the generated API), else a call the handler file serves. */
function actionLine(a: ActionSpec): string {
  const move = a.transition ? `, transition: { from: ${q(a.transition.from.length === 1 ? a.transition.from[0] : a.transition.from)}, to: ${q(a.transition.to)} }` : "";
  return `    { kind: "call", key: ${q(a.key)}, label: ${q(a.label)}, api: ${q(actionApi(a))}${move} },`;
}

/** The list's own settings: status tabs, the search box, the row buttons. */
function listLines(spec: ResourceSpec): string[] {
  const labels = (spec.keyword ?? []).map((k) => spec.fields.find((f) => f.key === k)?.label ?? k);
  return [
    ...(spec.tabs ? [`  tabs: { field: ${q(spec.tabs)} },`] : []),
    ...(spec.keyword?.length ? [`  keyword: { label: ${q(labels.join("/"))}, fields: ${q(spec.keyword)} },`] : []),
    ...(spec.actions?.length ? ["  actions: [", ...spec.actions.map(actionLine), "  ],"] : []),
  ];
}

export function scaffold(spec: ResourceSpec, section: { exists: boolean; folder: string; hasPolicy: boolean }): Scaffold {
  const dir = `src/resources/${section.folder}`;
  // routes in kebab-case, like the API's paths: /purchase/purchase-order
  const base = `${spec.section}/${kebab(spec.name)}`;
  const routes = spec.readOnly ? `{ list: ${q(base)} }` : `{ list: ${q(base)}, create: ${q(`${base}/create`)}, edit: ${q(`${base}/edit/:alias`)} }`;
  const api = spec.api ?? `/merchant${spec.section}/v1/${kebab(spec.name)}`;
  const own = spec.fields.filter((f) => !(ENGINE_TIMES as readonly string[]).includes(f.key));
  const config = [
    'import { defineResource } from "../../engine/types";',
    "",
    `/** ${spec.label} (made by npm run new:resource; edit freely, see docs/adding-a-resource.md). */`,
    `const ${spec.name} = defineResource({`,
    `  name: ${q(spec.name)},`,
    `  label: ${q(spec.label)},`,
    `  section: ${q(spec.section)},`,
    `  menu: { title: ${q(spec.readOnly ? spec.label : `${spec.label}管理`)} },`,
    `  routes: ${routes},`,
    `  api: { base: ${q(api)} },`,
    ...(spec.readOnly ? ['  operations: ["list", "detail"],'] : []),
    ...listLines(spec),
    "  fields: [",
    ...own.map((f) => fieldLine(f, spec)),
    ...timeLines(spec),
    "  ],",
    "});",
    "",
    `export default ${spec.name};`,
    "",
  ].join("\n");
  const files: Record<string, string> = { [`${dir}/${kebab(spec.name)}.ts`]: config, [`${dir}/${kebab(spec.name)}.seed.ts`]: seedFile(spec) };
  if (spec.handler) files[`${dir}/${kebab(spec.name)}.actions.ts`] = handlerFile(spec);
  if (!section.exists) {
    const decl = `{ path: ${q(spec.section)}, name: ${q(pascal(section.folder))}, title: ${q(spec.sectionTitle ?? "")}, icon: ${q(sectionIconOf(spec, section.folder))}, order: ${spec.order ?? 200} }`;
    files[`${dir}/section.ts`] = [
      'import { defineSection } from "../../engine/section-types";',
      "",
      `/** ${spec.sectionTitle} (made by npm run new:resource). */`,
      `export default defineSection(${decl});`,
      "",
    ].join("\n");
  }
  return { files, ...(section.hasPolicy ? {} : { policyLine: `p, ${spec.role ?? "admin"}, ${spec.section}, *, *` }) };
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
