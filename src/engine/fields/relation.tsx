/**
 * relation: a Select over another resource's records, searched remotely (keyword,
 * debounced 300 ms). The other resource's API comes from the engine's resources (useEngine);
 * options show `labelField` and carry `valueField ?? key`. A value outside the first page
 * still shows a label: the one seen in earlier results, else `record[displayField]`.
 * A field of a registered config searches its lookup (engine/lookups.ts, decision 0048:
 * `{related base}/lookup` with `{resource, field}`, open to whoever may open the form or list
 * showing the select); any other field (one the engine was not handed) the resource's list.
 * `relation.listPath` searches another call instead (e.g. the collection query
 * /collection/v1/query/list, whose Application header http.ts picks).
 * A relation to a REST resource searches its lookup too (decision 0124: the provider API reads
 * the REST service for whoever may open the form); one with no lookup (a field the engine was not
 * handed) searches through refine's "rest" data provider (relation-rest.ts), with the REST page's
 * grants. A relation to records that are a tree (商品分类) is a tree select (relation-tree.tsx).
 */
import { Spin } from "antd";
import { useEffect, useState } from "react";
import { request } from "../../providers/http";
import { isRest } from "../api-meta";
import { useEngine } from "../engine-context";
import type { LookupRef } from "../lookups";
import { keyOf } from "../registry";
import type { FieldConfig, Rec, RelationConfig, ResourceConfig } from "../types";
import type { FieldType } from "./field-type";
import { FormSelect, type SelectControlProps } from "./form-select";
import { useRestRelationOptions } from "./relation-rest";
import { relationCall } from "./relation-call";
import { OptionWithNotes, optionNotes } from "./relation-option";
import type { RelationTreeSelectProps } from "./relation-tree";
import { lazyControl } from "./lazy-control";
import { lookupParentOf } from "../lookups";
import { EMPTY, fullWidth, selectPlaceholder, toArray } from "./shared";

/**
 * A relation to a tree (分类) draws antd's TreeSelect, in a chunk of its own: it is not the
 * shell's, nor a list's that has no such filter (it put 26 kB gzip on every signed-in page). While
 * it loads, a select-sized placeholder (lazy-control.tsx), not a spinner: a list's filter bar keeps
 * its shape (decision 0129).
 */
const RelationTreeSelect = lazyControl<RelationTreeSelectProps>(() => import("./relation-tree").then((m) => m.RelationTreeSelect));

export const RELATION_PAGE_SIZE = 20;
const NO_FIELDS: FieldConfig[] = [];
export const RELATION_DEBOUNCE_MS = 300;

type Value = string | number;
interface Option {
  value: Value;
  label: string;
  /** What the option shows besides its label (relation `shows` / `tags`: relation-option.tsx). */
  note?: string;
  tags?: string[];
}
/** Labels of this record's values from `record[displayField]` (one label, or one per value). */
function displayLabels(field: FieldConfig, record: Rec | undefined, value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const shown = field.relation?.displayField ? record?.[field.relation.displayField] : undefined;
  if (shown === undefined || shown === null || shown === "") return out;
  const values = toArray(value);
  const labels = Array.isArray(shown) ? shown : values.length === 1 ? [shown] : [];
  values.forEach((v, i) => {
    if (labels[i] !== undefined && labels[i] !== null) out.set(String(v), String(labels[i]));
  });
  return out;
}

interface RelationSelectProps extends SelectControlProps {
  field: FieldConfig;
  record?: Rec;
}

export function RelationSelect({ field, record, value, onChange, disabled, allowClear = true, style = fullWidth, ...labelling }: RelationSelectProps) {
  const [keyword, setKeyword] = useState("");
  const [fetched, setFetched] = useState<Option[]>([]);
  const [seen, setSeen] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const engine = useEngine();
  const other = engine.byName.get(field.relation?.resource ?? "");
  const lookup = engine.lookups.get(field);
  // a REST target's lookup is a provider-API call like any other's: refine's "rest" only without one
  const restTarget = other && isRest(other) && !lookup ? other : undefined;
  // filled by <RestOptions> (refine's useList), only rendered for a REST target
  const [rest, setRest] = useState<RestOptionsState>({ on: false, options: [], loading: false });
  const otherApi = other && !restTarget && { base: other.api.base ?? "", list: other.api.list ?? "list", key: keyOf(other) };
  const otherFields = other?.fields ?? NO_FIELDS;
  const noted = Boolean(field.relation?.shows?.length || field.relation?.tags?.length);
  // one string for the effect's dependencies: the relation and the other resource's API
  const relKey = JSON.stringify({ rel: field.relation ?? null, api: otherApi ?? null, lookup: lookup ?? null });

  useEffect(() => {
    const { rel, api, lookup } = JSON.parse(relKey) as { rel: RelationConfig | null; api: { base: string; list: string; key: string } | null; lookup: LookupRef | null };
    if (!rel || !api) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      const page = { page: 1, page_size: RELATION_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
      const [path, body] = relationCall(rel, api, lookup, page);
      request<{ list?: Rec[] }>(path, body)
        .then((data) => {
          if (!live) return;
          const options = (data.list ?? []).map((r) => ({
            value: r[rel.valueField ?? api.key] as Value,
            label: String(r[rel.labelField] ?? r[rel.valueField ?? api.key]),
            ...optionNotes(rel, otherFields, r),
          }));
          setFetched(options);
          setSeen((prev) => ({ ...prev, ...Object.fromEntries(options.map((o) => [String(o.value), o.label])) }));
        })
        .catch(() => live && setFetched([]))
        .finally(() => live && setLoading(false));
    }, keyword ? RELATION_DEBOUNCE_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [relKey, keyword, otherFields]);

  const restOptions = rest.options;
  useEffect(() => {
    if (restOptions.length) setSeen((prev) => ({ ...prev, ...Object.fromEntries(restOptions.map((o) => [String(o.value), o.label])) }));
  }, [restOptions]);
  const shownOptions = rest.on ? restOptions : fetched;

  // Selected values missing from the current page keep a label.
  const fromRecord = displayLabels(field, record, value);
  const missing = toArray<Value>(value)
    .filter((v) => v !== null && v !== undefined && v !== "" && !shownOptions.some((o) => String(o.value) === String(v)))
    .map((v) => ({ value: v, label: seen[String(v)] ?? fromRecord.get(String(v)) ?? String(v) }));

  return (
    <>
    {restTarget && <RestOptions target={restTarget} rel={field.relation} keyword={keyword} onChange={setRest} />}
    <FormSelect
      {...labelling}
      style={style}
      value={value as Value | Value[] | undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={[...shownOptions, ...missing]}
      mode={field.multiple ? "multiple" : undefined}
      optionRender={noted ? (o) => <OptionWithNotes label={o.label} note={(o.data as Option).note} tags={(o.data as Option).tags} /> : undefined}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading || rest.loading}
      notFoundContent={loading || rest.loading ? <Spin size="small" /> : undefined}
      placeholder={selectPlaceholder(field)}
      allowClear={allowClear}
      disabled={disabled}
    />
    </>
  );
}

interface RestOptionsState {
  on: boolean;
  options: Option[];
  loading: boolean;
}

/** The options of a relation to a REST resource, handed up (its hook needs refine, the provider-API search does not). */
function RestOptions({ target, rel, keyword, onChange }: { target: ResourceConfig; rel: RelationConfig | undefined; keyword: string; onChange: (s: RestOptionsState) => void }) {
  const state = useRestRelationOptions(target, rel, keyword, RELATION_PAGE_SIZE, RELATION_DEBOUNCE_MS);
  const { on, options, loading } = state;
  useEffect(() => onChange({ on, options, loading }), [on, options, loading, onChange]);
  return null;
}

const display = (value: unknown, field: FieldConfig, ctx: { record: Rec }) => {
  const values = toArray(value).filter((v) => v !== null && v !== undefined && v !== "");
  if (values.length === 0) return EMPTY;
  const shown = field.relation?.displayField ? ctx.record[field.relation.displayField] : undefined;
  if (values.length > 1 && typeof shown === "string" && shown !== "") return shown;
  const labels = displayLabels(field, ctx.record, value);
  return values.map((v) => labels.get(String(v)) ?? String(v)).join("、");
};

/**
 * The select of a relation field: a tree of the records when they are a tree (the related config's
 * `tree`, on the app's API, its value their key: relation-tree.tsx), else the searched list.
 */
function RelationControl(props: RelationSelectProps) {
  const engine = useEngine();
  const { field, record, ...control } = props;
  const other = engine.byName.get(field.relation?.resource ?? "");
  const parent = other && !isRest(other) ? lookupParentOf(other) : null;
  const key = other ? keyOf(other) : "";
  if (!other || !parent || field.multiple || (field.relation?.valueField ?? key) !== key) return <RelationSelect {...props} />;
  const api = { base: other.api.base ?? "", list: other.api.list ?? "list", key };
  return <RelationTreeSelect {...control} field={field} lookup={engine.lookups.get(field)} api={api} parent={parent} known={displayLabels(field, record, props.value)} />;
}

export const relation: FieldType = {
  column: display,
  detail: display,
  input: (field, ctx) => <RelationControl field={field} record={ctx.record} />,
  filter: (field) => <RelationControl field={field} style={{ width: 200 }} />,
  columnWidth: (_field, place) => ({ minWidth: place === "list" ? 120 : 180 }),
};
