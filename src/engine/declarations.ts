import { normalizeResource } from "./normalize";
import type { SectionConfig } from "./section-types";
import type { ResourceConfig } from "./types";

export interface Declarations {
  sections: SectionConfig[];
  resources: ResourceConfig[];
}

/**
 * Sorts the default exports of a folder of declarations (path → module, as
 * import.meta.glob gives them): each `section.ts` declares a section, every other file a
 * resource (its defaults filled in, normalize.ts). The app passes it src/resources/; a test
 * may pass more files of its own.
 */
export function collectDeclarations(modules: Record<string, { default?: unknown }>): Declarations {
  const out: Declarations = { sections: [], resources: [] };
  for (const path of Object.keys(modules).sort()) {
    const value = modules[path]?.default;
    if (!value || typeof value !== "object") throw new Error(`${path} 没有 default export 一个资源或分区配置`);
    if (/(^|\/)section\.ts$/.test(path)) out.sections.push(value as SectionConfig);
    else out.resources.push(normalizeResource(value as ResourceConfig));
  }
  return out;
}
