import type { CrudFilter } from "@refinedev/core";
import { Badge, Select, Tabs } from "antd";
import { memo } from "react";
import type { ResourceConfig } from "../types";

const ALL = "__all";

interface ListTabsProps {
  config: ResourceConfig;
  filters: CrudFilter[];
  /** Per value of the tab field, from the list reply (under the other filters). */
  counts: Record<string, number> | undefined;
  onChange(value: string | number | undefined): void;
  /** On a phone: a select (the tabs would overflow into antd's "more" menu, which breaks the tablist's roles). */
  mobile?: boolean;
}

/** Status tabs over a list (config `tabs`): 全部 and one per option, each with its count. */
export const ListTabs = memo(function ListTabs({ config, filters, counts, onChange, mobile = false }: ListTabsProps) {
  const tabs = config.tabs;
  const field = tabs && config.fields.find((f) => f.key === tabs.field);
  if (!tabs || !field) return null;
  const options = field.options ?? [];
  const current = filters.find((f) => "field" in f && f.field === tabs.field)?.value as unknown;
  const active = current === undefined || current === null || current === "" ? ALL : String(current);
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const label = (text: string, count: number | undefined) => (
    <span>
      {text}
      {count !== undefined && <Badge count={count} showZero overflowCount={9999} color="#8c8c8c" size="small" style={{ marginLeft: 6 }} />}
    </span>
  );
  const choose = (key: string) => onChange(key === ALL ? undefined : options.find((o) => String(o.value) === key)?.value);
  if (mobile) {
    const text = (name: string, count: number | undefined) => (count === undefined ? name : `${name}（${count}）`);
    return (
      <Select
        aria-label={`${field.label}筛选`}
        value={active}
        onChange={choose}
        style={{ width: "100%", marginBottom: 12 }}
        options={[
          { value: ALL, label: text(tabs.allLabel ?? "全部", total) },
          ...options.map((o) => ({ value: String(o.value), label: text(o.label, counts ? (counts[String(o.value)] ?? 0) : undefined) })),
        ]}
      />
    );
  }
  return (
    <Tabs
      activeKey={active}
      onChange={choose}
      items={[
        { key: ALL, label: label(tabs.allLabel ?? "全部", total) },
        ...options.map((o) => ({ key: String(o.value), label: label(o.label, counts ? (counts[String(o.value)] ?? 0) : undefined) })),
      ]}
      aria-label={`${field.label}筛选`}
    />
  );
});
