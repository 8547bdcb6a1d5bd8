import { noteFile, ResourceConfigError } from "./config-error";
import { normalizeResource } from "./normalize";
import type { SectionConfig } from "./section-types";
import type { ResourceConfig } from "./types";

export interface Declarations {
  sections: SectionConfig[];
  resources: ResourceConfig[];
  /** Files that declare nothing the check can read (the start-up check adds them to its own). */
  problems?: ResourceConfigError[];
}

/** `root` + a glob's path: "src/resources/" + "./purchase/supplier.ts". */
const fileName = (root: string, path: string): string => `${root}${path.replace(/^\.\//, "")}`;

/**
 * Sorts the default exports of a folder of declarations (path → module, as
 * import.meta.glob gives them): each `section.ts` declares a section, every other file a
 * resource (its defaults filled in, normalize.ts). Each declaration keeps its file, `root`
 * leading the glob's path, so a config error names it. The app passes it src/resources/;
 * a test may pass more files of its own.
 */
export function collectDeclarations(modules: Record<string, { default?: unknown }>, root = ""): Declarations {
  const out: Required<Declarations> = { sections: [], resources: [], problems: [] };
  for (const path of Object.keys(modules).sort()) {
    const file = fileName(root, path);
    const value = modules[path]?.default;
    if (!value || typeof value !== "object") {
      out.problems.push(new ResourceConfigError(file, "没有 default export 一个资源或分区配置（export default defineResource({...}) 或 defineSection({...})）"));
      continue;
    }
    if (/(^|\/)section\.ts$/.test(path)) {
      noteFile(value, file);
      out.sections.push(value as SectionConfig);
      continue;
    }
    // a config too malformed for its defaults is checked as written: the check says what is wrong
    let config = value as ResourceConfig;
    try {
      config = normalizeResource(config);
    } catch {
      // kept as written: the start-up check names what it lacks
    }
    noteFile(config, file);
    out.resources.push(config);
  }
  return out;
}
