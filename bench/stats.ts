/** The median of some runs (the mean of the middle two for an even count); null when none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** value / reference, or null when either is missing or the reference is 0. */
export function ratio(value: number | null, reference: number | null): number | null {
  return value === null || reference === null || reference === 0 ? null : value / reference;
}

/** Runs in A/B order alternated: run 0 gives the apps as listed, run 1 rotated by one, … */
export function alternated<T>(items: readonly T[], run: number): T[] {
  const shift = items.length === 0 ? 0 : run % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
