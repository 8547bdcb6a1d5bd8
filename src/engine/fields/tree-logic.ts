/**
 * What the tree field does with its options, apart from drawing them: the leaves (the only
 * values), a check change under the options' `requires` and `disabled`, the search filter and
 * the detail's readable lines. Pure, so each rule is tested without antd.
 */
import type { TreeOption } from "../types";

const isBranch = (o: TreeOption): boolean => Boolean(o.children?.length);

/** The option standing for every option (`all`: a role's 全部权限), if there is one. */
export const allOptionOf = (options: readonly TreeOption[]): TreeOption | undefined => options.find((o) => o.all);

/** The options the tree draws: all but the `all` one (a switch of its own). */
export const drawnOptions = (options: readonly TreeOption[]): TreeOption[] => options.filter((o) => !o.all);

/** The `whole` branches, at every depth, with their leaves. */
function wholesOf(options: readonly TreeOption[]): { value: string; leaves: string[] }[] {
  return options.flatMap((o) => (isBranch(o) ? [...(o.whole ? [{ value: o.whole, leaves: leavesOf(o.children) }] : []), ...wholesOf(o.children ?? [])] : []));
}

/** Every value the options know: leaves, `whole` values and the `all` one. */
export const knownValues = (options: readonly TreeOption[]): Set<string> =>
  new Set([...leavesOf(drawnOptions(options)), ...wholesOf(options).map((w) => w.value), ...options.filter((o) => o.all).map((o) => o.value)]);

/** The leaves a value checks: those it names, a `whole` value's, and every leaf when it holds the `all` value. */
export function checkedLeaves(options: readonly TreeOption[], values: readonly string[]): string[] {
  const drawn = drawnOptions(options);
  const all = allOptionOf(options);
  if (all && values.includes(all.value)) return leavesOf(drawn);
  const named = new Set([...values, ...wholesOf(drawn).filter((w) => values.includes(w.value)).flatMap((w) => w.leaves)]);
  return leavesOf(drawn).filter((v) => named.has(v));
}

/** The value to store for checked leaves: a `whole` branch all checked is its one value (the outermost such). */
export function compactChecked(options: readonly TreeOption[], leaves: readonly string[]): string[] {
  const checked = new Set(leaves);
  const walk = (level: readonly TreeOption[]): string[] => level.flatMap((o) => {
    if (!isBranch(o)) return checked.has(o.value) ? [o.value] : [];
    const inside = leavesOf(o.children);
    return o.whole && inside.length > 0 && inside.every((v) => checked.has(v)) ? [o.whole] : walk(o.children ?? []);
  });
  return walk(drawnOptions(options));
}

/** The leaves of the options, in order. */
export function leafOptions(options: readonly TreeOption[] | undefined): TreeOption[] {
  return (options ?? []).flatMap((o) => (isBranch(o) ? leafOptions(o.children) : [o]));
}

/** The leaf values of the options. */
export const leavesOf = (options: readonly TreeOption[] | undefined): string[] => leafOptions(options).map((o) => o.value);

/** The values of the branches (nodes with children), at every depth. */
export function branchesOf(options: readonly TreeOption[]): string[] {
  return options.flatMap((o) => (isBranch(o) ? [o.value, ...branchesOf(o.children ?? [])] : []));
}

/** The values of the branches below the top level (a long tree opens folded to its top level). */
export const innerBranchesOf = (options: readonly TreeOption[]): string[] => options.flatMap((o) => branchesOf(o.children ?? []));

/**
 * The checked leaves after a click: `next` is what the tree proposes (antd conducts a branch's
 * click to its leaves). Disabled leaves keep their state whatever the click; unchecking a leaf
 * unchecks those requiring it (查看 takes the page's actions with it); checking a leaf checks
 * what it requires (an action brings its page's 查看), or is refused when that is disabled and
 * unchecked (the editor may not grant it).
 */
export function applyCheck(options: readonly TreeOption[], prev: readonly string[], next: readonly string[]): string[] {
  const leaves = new Map(leafOptions(options).map((o) => [o.value, o]));
  const enabled = (v: string) => leaves.get(v)?.disabled !== true;
  const before = new Set(prev);
  const after = new Set([...next.filter((v) => leaves.has(v) && enabled(v)), ...prev.filter((v) => leaves.has(v) && !enabled(v))]);
  // unchecked: whatever requires it goes too (transitively)
  let removed = [...before].filter((v) => leaves.has(v) && !after.has(v));
  while (removed.length) {
    const gone = new Set(removed);
    removed = [...after].filter((v) => enabled(v) && gone.has(leaves.get(v)?.requires ?? ""));
    for (const v of removed) after.delete(v);
  }
  // checked: what it requires comes too (transitively), unless the editor may not check it
  for (const v of [...after].filter((x) => !before.has(x))) {
    const chain: string[] = [];
    let need = leaves.get(v)?.requires;
    while (need && leaves.has(need) && !after.has(need) && !chain.includes(need)) {
      chain.push(need);
      need = leaves.get(need)?.requires;
    }
    if (chain.some((c) => !enabled(c))) after.delete(v);
    else for (const c of chain) after.add(c);
  }
  return leafOptions(options).map((o) => o.value).filter((v) => after.has(v));
}

/**
 * The options a search shows: a node whose label or value holds the query, with all it holds
 * (a page found by its title shows its actions), and the branches leading to one.
 */
export function filterOptions(options: readonly TreeOption[], query: string): TreeOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.flatMap((o) => {
    if (o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q)) return [o];
    const children = filterOptions(o.children ?? [], q);
    return children.length ? [{ ...o, children }] : [];
  });
}

/** A line of the detail: the branches' labels leading to some checked leaves, and theirs. */
export interface CheckedLine {
  path: string[];
  leaves: string[];
}

/** How a `whole` branch held whole reads in the detail. */
export const WHOLE_WORDS = "全部（含以后新增）";

/**
 * The checked leaves as readable lines, one per branch holding some (商品管理 › 商品列表：
 * 查看、编辑), in the options' order; a checked top-level leaf is a line of its own; a
 * `whole` branch whose value is checked is one line (商品管理：全部（含以后新增）).
 */
export function checkedLines(options: readonly TreeOption[], checked: ReadonlySet<string>, path: string[] = []): CheckedLine[] {
  const here = options.filter((o) => !isBranch(o) && checked.has(o.value)).map((o) => o.label);
  const own: CheckedLine[] = here.length ? (path.length ? [{ path, leaves: here }] : here.map((l) => ({ path: [l], leaves: [] }))) : [];
  const below = options.filter(isBranch).flatMap((o) =>
    o.whole && checked.has(o.whole) ? [{ path: [...path, o.label], leaves: [WHOLE_WORDS] }] : checkedLines(o.children ?? [], checked, [...path, o.label]));
  return [...own, ...below];
}
