import { kebab, type FieldSpec, type ResourceSpec } from "./spec";

/** The files `npm run new:resource` writes, by path under the project root, and the policy line. */
export interface Scaffold {
  files: Record<string, string>;
  /** Appended to src/access/policy.csv when the section has no line yet. */
  policyLine?: string;
}

const q = (v: unknown) => JSON.stringify(v);

function fieldLine(f: FieldSpec): string {
  const parts = [`key: ${q(f.key)}`, `label: ${q(f.label)}`];
  if (f.type !== "text") parts.push(`type: ${q(f.type)}`);
  if (f.required) parts.push("required: true");
  if (f.type === "enum") {
    parts.push("filter: true");
    parts.push(`options: [${(f.options ?? []).map((o) => `{ value: ${q(o.value)}, label: ${q(o.label)} }`).join(", ")}]`);
  }
  return `    { ${parts.join(", ")} },`;
}

/** A sample value of the field for seed row `i` (1-based), as a TS expression. */
function sample(f: FieldSpec, i: number): string {
  switch (f.type) {
    case "number": case "integer": case "percent": return String(i * 10);
    case "money": return String(i * 100);
    case "enum": { const o = f.options?.[(i - 1) % (f.options.length || 1)]; return q(o?.value ?? ""); }
    case "date": return `at(2026, ${i}, 1).slice(0, 10)`;
    case "datetime": return `at(2026, ${i}, 1, 9)`;
    case "image": return `badge(${q(f.label.slice(0, 1))}, "#165DFF")`;
    default: return q(`${f.label}${i}`);
  }
}

export function scaffold(spec: ResourceSpec, section: { exists: boolean; folder: string; hasPolicy: boolean }): Scaffold {
  const dir = `src/resources/${section.folder}`;
  const base = `${spec.section}/${spec.name}`;
  const routes = spec.readOnly ? `{ list: ${q(base)} }` : `{ list: ${q(base)}, create: ${q(`${base}/create`)}, edit: ${q(`${base}/edit/:alias`)} }`;
  const api = spec.api ?? `/merchant${spec.section}/v1/${kebab(spec.name)}`;
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
    "  fields: [",
    ...spec.fields.map(fieldLine),
    '    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },',
    "  ],",
    "});",
    "",
    `export default ${spec.name};`,
    "",
  ].join("\n");
  const row = (shop: string, i: number) =>
    `    { shop_alias: shops.${shop}, ${spec.fields.map((f) => `${f.key}: ${sample(f, i)}`).join(", ")}, created_at: at(2026, ${i}, 2, 10) },`;
  const uses = ["shops", "at", ...(spec.fields.some((f) => f.type === "image") ? ["badge"] : [])].join(", ");
  const seed = [
    'import type { SeedModule } from "../../engine/seed-types";',
    "",
    `/** Demo data of ${spec.label}: three rows of the verified shop, one of the other. */`,
    "export default {",
    `  resource: ${q(spec.name)},`,
    `  rows: ({ ${uses} }) => [`,
    row("admin", 1), row("admin", 2), row("admin", 3), row("user", 1),
    "  ],",
    "} satisfies SeedModule;",
    "",
  ].join("\n");
  const files: Record<string, string> = { [`${dir}/${kebab(spec.name)}.ts`]: config, [`${dir}/${kebab(spec.name)}.seed.ts`]: seed };
  if (!section.exists) {
    const decl = `{ path: ${q(spec.section)}, name: ${q(pascal(section.folder))}, title: ${q(spec.sectionTitle ?? "")}, icon: ${q(spec.icon ?? section.folder)}, order: ${spec.order ?? 200} }`;
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
