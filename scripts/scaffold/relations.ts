/**
 * A relation field names another resource and a field of it (`to=category.name`): both are
 * looked up in the app's own configs, loaded as the app loads them, so a typo is refused
 * before anything is written, and the seed knows which key of the other record to hold.
 */
import { runnerImport } from "vite";
import { keyOf } from "../../src/engine/registry";
import type { ResourceConfig } from "../../src/engine/types";
import type { ResourceSpec } from "./spec";

/** What a relation is checked against: the app's configs and the resources that have seed rows. */
export interface App {
  resources: readonly ResourceConfig[];
  /** Names of the resources with a *.seed.ts (a hand-written table, e.g. role, has none). */
  seeded: ReadonlySet<string>;
}

/** The app's resource configs and seeds (through Vite: it finds them with import.meta.glob). */
export async function loadApp(root: string): Promise<App> {
  const index = await runnerImport<typeof import("../../src/resources")>(`${root}/src/resources/index.ts`);
  const seeds = await runnerImport<typeof import("../../src/api/resource-seeds")>(`${root}/src/api/resource-seeds.ts`);
  return { resources: index.module.resources, seeded: new Set(Object.keys(seeds.module.appSeeds)) };
}

/**
 * `spec` with each relation's key filled in from the related config, and what is wrong with
 * them, in Chinese: an unknown resource, a label field the resource does not have, or a
 * required relation to a resource with no seed rows to refer to (its seed would fail its rule).
 */
export function linkRelations(spec: ResourceSpec, { resources, seeded }: App): { spec: ResourceSpec; problems: string[] } {
  const problems: string[] = [];
  const fields = spec.fields.map((f) => {
    if (f.type !== "relation" || !f.relation || f.relation.resource === spec.name) return f;
    const other = resources.find((r) => r.name === f.relation?.resource);
    if (!other) {
      problems.push(`字段 ${f.key} 关联的资源 "${f.relation.resource}" 不存在（先生成它，或用已有的：${resources.map((r) => r.name).join(", ")}）`);
      return f;
    }
    const labels = other.fields.filter((o) => !o.type || o.type === "text").map((o) => o.key);
    if (!other.fields.some((o) => o.key === f.relation?.labelField)) {
      problems.push(`字段 ${f.key}：资源 ${other.name} 没有字段 "${f.relation.labelField}"（可用作显示的文字字段：${labels.join(", ") || "无"}）`);
    }
    if (f.required && !seeded.has(other.name)) {
      problems.push(`字段 ${f.key} 必填，但资源 ${other.name} 没有种子数据（*.seed.ts），种子无法引用它的记录：去掉 required，或生成后手写种子`);
    }
    return { ...f, relation: { ...f.relation, key: keyOf(other) } };
  });
  return { spec: { ...spec, fields }, problems };
}
