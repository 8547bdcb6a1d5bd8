import { ENGINE_TIMES } from "./kinds";
import type { FieldSpec, ResourceSpec } from "./spec";

const q = (v: unknown) => JSON.stringify(v);

/**
 * A sample value of the field for seed row `i` (1-based) of `shop` ("shops.admin"), as a TS
 * expression that passes the field's rules (tests/demo/seed-rules.test.ts) and lies in the
 * past (tests/demo/demo-dates.test.ts: only planned dates may lie ahead).
 */
function sample(f: FieldSpec, i: number, shop: string): string {
  switch (f.type) {
    case "number": case "integer": case "percent": return String(i * 10);
    case "money": return String(i * 100);
    case "enum": { const o = f.options?.[(i - 1) % (f.options.length || 1)]; return q(o?.value ?? ""); }
    case "flag": return i % 2 === 1 ? "1" : "2";
    case "date": return `day(2026, ${i}, 1)`;
    case "datetime": return `at(2026, ${i}, 1, 9)`;
    case "image": return `badge(${q(f.label.slice(0, 1))}, "#165DFF")`;
    case "relation": return `related(${q(f.relation?.resource)}, ${q(f.relation?.key ?? "alias")}, ${shop}, ${i})`;
    default: return q(`${f.label}${i}`);
  }
}

/** The seed module: three rows of the verified shop, one of the other. */
export function seedFile(spec: ResourceSpec): string {
  // created_at is written once, below; updated_at defaults to it (the seed loader's rule)
  const fields = spec.fields.filter((f) => !(ENGINE_TIMES as readonly string[]).includes(f.key));
  const row = (shop: "admin" | "user", i: number) =>
    `{ shop_alias: shops.${shop}, ${fields.map((f) => `${f.key}: ${sample(f, i, `shops.${shop}`)}`).join(", ")}, created_at: at(2026, ${i}, 2, 10) },`;
  const rows = [row("admin", 1), row("admin", 2), row("admin", 3), row("user", 1)];
  const relations = fields.some((f) => f.type === "relation");
  const uses = ["shops", "at", ...(fields.some((f) => f.type === "date") ? ["day"] : []), ...(fields.some((f) => f.type === "image") ? ["badge"] : []), ...(relations ? ["ref"] : [])].join(", ");
  const body = relations
    ? [
        `  rows: ({ ${uses} }) => {`,
        "    // a relation holds the key of a real record of the other resource, of the row's own shop",
        "    const related = (resource: string, key: string, shop: string, i: number) => {",
        "      const keys = ref(resource).filter((r) => r.shop_alias === shop).map((r) => r[key]);",
        '      return keys[(i - 1) % keys.length] ?? "";',
        "    };",
        "    return [",
        ...rows.map((r) => `      ${r}`),
        "    ];",
        "  },",
      ]
    : [`  rows: ({ ${uses} }) => [`, ...rows.map((r) => `    ${r}`), "  ],"];
  return [
    'import type { SeedModule } from "../../engine/seed-types";',
    "",
    `/** Demo data of ${spec.label}: three rows of the verified shop, one of the other. */`,
    "export default {",
    `  resource: ${q(spec.name)},`,
    ...body,
    "} satisfies SeedModule;",
    "",
  ].join("\n");
}
