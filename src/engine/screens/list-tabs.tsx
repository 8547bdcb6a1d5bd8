import type { CrudFilter } from "@refinedev/core";
import { Badge, Tabs } from "antd";
import type { ResourceConfig } from "../types";

const ALL = "__all";

interface ListTabsProps {
  config: ResourceConfig;
  filters: CrudFilter[];
  /** Per value of the tab field, from the list reply (under the other filters). */
  counts: Record<string, number> | undefined;
  onChange(value: string | number | undefined): void;
}

/** Status tabs over a list (config `tabs`): 全部 and one per option, each with its count. */
export function ListTabs({ config, filters, counts, onChange }: ListTabsProps) {
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
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key === ALL ? undefined : options.find((o) => String(o.value) === key)?.value)}
      items={[
        { key: ALL, label: label(tabs.allLabel ?? "全部", total) },
        ...options.map((o) => ({ key: String(o.value), label: label(o.label, counts ? (counts[String(o.value)] ?? 0) : undefined) })),
      ]}
      aria-label={`${field.label}筛选`}
    />
  );
}
