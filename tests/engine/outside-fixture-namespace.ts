import { isFixtureName } from "../../src/engine/fixture-namespace";
import type { SectionConfig } from "../../src/engine/section-types";
import type { ResourceConfig } from "../../src/engine/types";

/**
 * What a test-declared resource or section holds outside the fixtures' namespace (decision
 * 0032, src/engine/fixture-namespace.ts): its name, a route or its API without a `fixture…`
 * segment, a seed keyed by another name, an export type. Tests drop such declarations in
 * beside the app's own (the harness adds them to 商品管理's routes and the demo API), so one
 * outside the namespace collides with the first app resource of the same name or path.
 * Each problem is one line naming what and where, for a message that lists them all.
 */
const inNamespace = (path: string): boolean => path.split(/[/?#]/).some(isFixtureName);

export function outsideFixtureNamespace(configs: ResourceConfig[], seedKeys: string[] = []): string[] {
  const resources = configs.flatMap((c) => {
    const api = c.api.rest ? c.api.rest.url : (c.api.base ?? "");
    return [
      ...(isFixtureName(c.name) ? [] : [`"${c.name}".name`]),
      ...Object.entries(c.routes).filter(([, path]) => !inNamespace(path)).map(([view, path]) => `"${c.name}".routes.${view}: ${path}`),
      ...(inNamespace(api) ? [] : [`"${c.name}".api: ${api}`]),
      ...(c.export && !isFixtureName(c.export.type) ? [`"${c.name}".export.type: ${c.export.type}`] : []),
    ];
  });
  const seeds = seedKeys.filter((key) => !isFixtureName(key)).map((key) => `seed "${key}"`);
  return [...resources, ...seeds];
}

/** The same for test-declared sections: a path outside the namespace is an app section's to take. */
export const sectionsOutsideFixtureNamespace = (sections: SectionConfig[]): string[] =>
  sections.filter((s) => !inNamespace(s.path)).map((s) => `分区 "${s.path}".path`);

/** Refuses fixtures outside the namespace, naming every problem (the harness calls it). */
export function refuseOutsideFixtureNamespace(configs: ResourceConfig[], seedKeys: string[] = []): void {
  const problems = outsideFixtureNamespace(configs, seedKeys);
  if (problems.length > 0) {
    throw new Error(`测试夹具须在 fixture 命名空间内（决定 0032，src/engine/fixture-namespace.ts）：${problems.join("; ")}`);
  }
}
