import type { SectionConfig } from "./section-types";

/** Is `path` the section's own path or below it (or below one of its `alsoUnder` prefixes)? */
export function isUnderSection(section: SectionConfig, path: string): boolean {
  return [section.path, ...(section.alsoUnder ?? [])].some((p) => path === p || path.startsWith(`${p}/`));
}
