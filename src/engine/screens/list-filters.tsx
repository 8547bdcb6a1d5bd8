import type { CrudFilter } from "@refinedev/core";
import { Button, Form, Input, Space, type FormProps } from "antd";
import { memo, useEffect, type ReactNode } from "react";
import { fieldTypeOf } from "../fields";
import type { FieldConfig, Rec, ResourceConfig } from "../types";
import { ENTER_SUBMITS } from "../enter-guard";
import { isEmpty } from "../validation";
import { FilterPanel } from "./filter-panel";
import { typedFilters } from "./url-filters";

export const KEYWORD = "keyword";

/** The fields a list can be filtered by. */
// the tab field (config `tabs`) is filtered by the tabs, not the filter bar
export const filterFields = (c: ResourceConfig): FieldConfig[] => c.fields.filter((f) => f.filter && f.key !== c.tabs?.field);

/** Filter form values → refine filters (flat keys, date ranges as [from, to]). */
export function toCrudFilters(c: ResourceConfig, values: Rec): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (c.keyword) out.push({ field: KEYWORD, operator: "contains", value: isEmpty(values[KEYWORD]) ? undefined : values[KEYWORD] });
  for (const f of filterFields(c)) {
    const t = fieldTypeOf(f);
    const raw = values[f.key];
    const value = isEmpty(raw) ? undefined : t.fromFilter ? t.fromFilter(raw, f) : raw;
    out.push({ field: f.key, operator: "eq", value });
  }
  return out;
}

/** refine filters (e.g. from the URL) → filter form values. */
export function fromCrudFilters(c: ResourceConfig, filters: CrudFilter[]): Rec {
  const out: Rec = {};
  for (const f of typedFilters(c, filters) ?? filters) {
    if (!("field" in f) || isEmpty(f.value)) continue;
    const field = c.fields.find((x) => x.key === f.field);
    const toForm = field && fieldTypeOf(field).toForm;
    const conv = (v: unknown) => (field && toForm ? toForm(v, field) : v);
    out[f.field] = field?.filter === "range" && Array.isArray(f.value) ? f.value.map(conv) : conv(f.value);
  }
  return out;
}

/** The filter controls: the keyword box, then one per filter field. */
function FilterItems({ config }: { config: ResourceConfig }) {
  return (
    <>
      {config.keyword && (
        <Form.Item name={KEYWORD} label={config.keyword.label}>
          <Input allowClear placeholder={`请输入${config.keyword.label}`} style={{ width: 200 }} />
        </Form.Item>
      )}
      {filterFields(config).map((f) => {
        const t = fieldTypeOf(f);
        return (
          <Form.Item key={f.key} name={f.key} label={f.label} valuePropName={t.valuePropName}>
            {t.filter ? t.filter(f) : t.input(f, { record: {}, mode: "filter" })}
          </Form.Item>
        );
      })}
    </>
  );
}

/** 查询 and 重置 (which clears the form and searches with no filter). */
function FilterButtons({ form }: { form: FormProps["form"] }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">查询</Button>
        <Button
          onClick={() => {
            form?.resetFields();
            form?.submit();
          }}
        >
          重置
        </Button>
      </Space>
    </Form.Item>
  );
}

/** How many filters are set (the keyword, the fields; not the status tab). */
export function activeFilterCount(config: ResourceConfig, filters: CrudFilter[]): number {
  const keys = new Set([...(config.keyword ? [KEYWORD] : []), ...filterFields(config).map((f) => f.key)]);
  return filters.filter((f) => "field" in f && keys.has(f.field) && !isEmpty(f.value)).length;
}

interface ListFiltersProps {
  config: ResourceConfig;
  formProps: FormProps;
  filters: CrudFilter[];
  /** On a phone: a 筛选 button unfolding the form (./filter-panel.tsx), beside the list's `toolbar`. */
  mobile?: boolean;
  toolbar?: ReactNode;
}

/** The filter bar above a list: one control per filter field, 查询 and 重置. */
export const ListFilters = memo(function ListFilters({ config, formProps, filters, mobile = false, toolbar }: ListFiltersProps) {
  const { form } = formProps;
  // Filters that come from the URL (back from an edit page) show in the form too.
  useEffect(() => {
    form?.setFieldsValue(fromCrudFilters(config, filters));
  }, [form, config, filters]);
  if (!config.keyword && filterFields(config).length === 0) return mobile ? <Space wrap style={{ marginBottom: 12 }}>{toolbar}</Space> : null;
  const items = <FilterItems config={config} />;
  if (mobile) {
    return (
      <FilterPanel formProps={formProps} count={activeFilterCount(config, filters)} toolbar={toolbar}>
        {items}
        <FilterButtons form={form} />
      </FilterPanel>
    );
  }
  return (
    // Enter in a filter searches (the bar only reads, nothing is saved)
    <Form {...formProps} {...ENTER_SUBMITS} layout="inline" style={{ rowGap: 12, marginBottom: 16 }} aria-label="筛选">
      {items}
      <FilterButtons form={form} />
    </Form>
  );
});
