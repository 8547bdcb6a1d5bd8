/** A template's `{key}`s (template.ts); on its own, so check-config.ts at start loads nothing else. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The keys a template names. */
export const templateKeys = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
