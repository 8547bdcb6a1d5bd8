/** The Cascader of region (rc-cascader): a chunk of its own, drawn through lazyControl (region.tsx). */
import { Cascader } from "antd";
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import type { FieldConfig } from "../types";
import { isPath, loadRegions, peekRegions, regionOptions, type RegionOption } from "./region";
import { fullWidth, selectPlaceholder } from "./shared";

export interface RegionInputProps {
  field: FieldConfig;
  /** Form.Item's id for its control: the field's <label for> names the cascader's input by it. */
  id?: string;
  style?: CSSProperties;
  /** The placeholder while loading, too (lazy-control.tsx); default 请选择<label>. */
  placeholder?: string;
  value?: unknown;
  onChange?: (value: string[] | string[][] | null) => void;
  disabled?: boolean;
  /** Several regions; default the field's `multiple` (a filter picks one region). */
  multiple?: boolean;
}

export function RegionInput({ field, id, value, onChange, disabled, placeholder, style = fullWidth, multiple = Boolean(field.multiple) }: RegionInputProps) {
  const [tree, setTree] = useState<RegionOption[]>(() => peekRegions() ?? []);
  const options = useMemo(() => regionOptions(tree, field), [tree, field]);
  useEffect(() => {
    if (peekRegions()) return;
    let live = true;
    void loadRegions().then((o) => live && setTree(o));
    return () => {
      live = false;
    };
  }, []);
  const common = { id, style, options, disabled, placeholder: placeholder ?? selectPlaceholder(field), showSearch: true };
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

