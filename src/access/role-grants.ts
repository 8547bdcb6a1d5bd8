/**
 * Grants that mean "everything" (issue 50, item 3; decision 0121). Besides grant keys
 * ("/goods:edit"), a role may store
 * - `*` (ALL_GRANTS): every grant the shop's role allows, now and later (a page added to the
 *   console after the role was saved is in it);
 * - `/purchase/*` (a section's path + "/*"): every grant of that section's pages, now and later.
 * The stored role keeps these words; whoever reads a session's grants spells them out against
 * the catalogue of the running console (expandGrants), so the enforcer, the screens and the
 * rules of granting see plain keys. The words stay in the spelled-out list too, so "does this
 * session hold `*`" is one question (holdsGrant).
 * Access imports no engine code: the catalogue is the shape of the engine's grantCatalogue.
 */

/** Every grant of the shop's role, now and later. */
export const ALL_GRANTS = "*";

/** What a section's "everything" is written as: /purchase → /purchase/*. */
export const sectionGrant = (section: string): string => `${section}/*`;

/** The section a `/x/*` grant stands for, or null when `key` is not one. */
export function sectionOfGrant(key: string): string | null {
  const m = /^(\/[^:*]+)\/\*$/.exec(key);
  return m?.[1] ?? null;
}

/** Is `key` one of the words for "everything" (`*` or a section's `/x/*`)? */
export const isWholeGrant = (key: string): boolean => key === ALL_GRANTS || sectionOfGrant(key) !== null;

/** The catalogue as these rules read it: section → pages → grant keys (engine's GrantSection fits). */
export interface GrantSections {
  readonly path: string;
  readonly pages: readonly { readonly grants: readonly { readonly key: string }[] }[];
}

/** The grant keys of a section now (none when the console has no such section). */
export function sectionKeys(catalogue: readonly GrantSections[], section: string): string[] {
  return catalogue.find((s) => s.path === section)?.pages.flatMap((p) => p.grants.map((g) => g.key)) ?? [];
}

/** Every grant key of the catalogue now. */
const allKeys = (catalogue: readonly GrantSections[]): string[] => catalogue.flatMap((s) => sectionKeys(catalogue, s.path));

/**
 * What a role's stored grants stand for now: each key as it is, `*` and `/x/*` kept and
 * followed by the keys they cover in the catalogue (no duplicates, in order).
 */
export function expandGrants(stored: readonly string[], catalogue: readonly GrantSections[]): string[] {
  const out = new Set<string>();
  for (const key of stored) {
    out.add(key);
    const section = sectionOfGrant(key);
    const covered = key === ALL_GRANTS ? allKeys(catalogue) : section ? sectionKeys(catalogue, section) : [];
    for (const k of covered) out.add(k);
  }
  return [...out];
}

/**
 * Does someone holding `held` (spelled out: expandGrants) hold `key`, to give it? `*` only by
 * holding `*` (it gives what is added later, which no list of today's keys holds); `/x/*` by
 * every grant of /x now (or by holding it); a key by holding it.
 */
export function holdsGrant(held: ReadonlySet<string>, key: string, catalogue: readonly GrantSections[]): boolean {
  if (held.has(key) || held.has(ALL_GRANTS)) return true;
  if (key === ALL_GRANTS) return false;
  const section = sectionOfGrant(key);
  if (!section) return false;
  const keys = sectionKeys(catalogue, section);
  return keys.length > 0 && keys.every((k) => held.has(k));
}
