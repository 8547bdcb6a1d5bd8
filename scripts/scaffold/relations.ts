/**
 * A relation field names another resource and a field of it (`to=category.name`): both are
 * looked up in the app's own configs, loaded as the app loads them, so a typo is refused
 * before anything is written, and the seed knows which key of the other record to hold.
 */
import { runnerImport } from "vite";
import { keyOf } from "../../src/engine/registry";
import type { ResourceConfig } from "../../src/engine/types";
import type { ResourceSpec } from "./spec";

/** Every resource config of the app (src/resources, through Vite: it finds them with import.meta.glob). */
export async function appResources(root: string): Promise<ResourceConfig[]> {
  const index = `${root}/src/resources/index.ts`;
  return (await runnerImport<typeof import("../../src/resources")>(index)).module.resources;
}

/**
 * `spec` with each relation's key filled in from the related config, and what is wrong with
 * them (an unknown resource, or a label field the resource does not have), in Chinese.
 */
export function linkRelations(spec: ResourceSpec, resources: readonly ResourceConfig[]): { spec: ResourceSpec; problems: string[] } {
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
    return { ...f, relation: { ...f.relation, key: keyOf(other) } };
  });
  return { spec: { ...spec, fields }, problems };
}
