/**
 * list: nested sub-records (field.fields), e.g. the rules of an express template.
 *
 * IMPORTANT for the form screen: `input` renders `<Form.List name={field.key}>` itself,
 * so a list field must NOT be wrapped in a Form.Item (Form.List needs the parent name).
 * It validates its own rows (each sub-field with formRules) and its count (min/max,
 * required) through Form.List rules, shown under the rows.
 *
 * Each sub-field is edited with its own type's input (the registry, passed in as
 * `resolve` to avoid an import cycle with index.ts). Only top-level lists are supported.
 */
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, ConfigProvider, Form, theme, type TableColumnsType } from "antd";
import { StackedTable } from "../screens/stacked-table";
import { useMobile } from "../use-mobile";
import type { FieldConfig, Rec } from "../types";
import { fieldError, isLocked, isRequired, isVisible } from "../validation";
import type { FieldContext, FieldType } from "./field-type";
import { CELL_PADDING, columnSize, columnsWidth, fits, textWidth, widthProps } from "./column-width";
import { fillTemplate, widestLine } from "./template";
import { templateLines } from "./template-lines";
import { formRules } from "./form-rules";
import { EMPTY } from "./shared";

type Resolve = (field: FieldConfig) => FieldType;

/** The delete button's column. */
const ACTIONS_WIDTH = 64;
/** Column titles stay on one line; their columns are as wide as them (column-width.ts). */
const oneLine = () => ({ style: { whiteSpace: "nowrap" as const } });
/**
 * A row's control is named like a field's, by a <label> of its sub-field (for its id), out of
 * sight: the column title says it to the eye (axe label: a select has no placeholder to go by).
 */
const NAMED_BY_HIDDEN_LABEL = { labelCol: { className: "visually-hidden" }, wrapperCol: { span: 24 }, colon: false };

const rowsOf = (value: unknown): Rec[] => (Array.isArray(value) ? value.map((r) => (r ?? {}) as Rec) : []);

/** Each row's values through the sub-fields' toForm / fromForm. */
function mapRows(value: unknown, field: FieldConfig, resolve: Resolve, way: "toForm" | "fromForm"): Rec[] {
  return rowsOf(value).map((row) => {
    const out: Rec = { ...row };
    for (const sub of field.fields ?? []) {
      const convert = resolve(sub)[way];
      if (convert && sub.key in row) out[sub.key] = convert(row[sub.key], sub);
    }
    return out;
  });
}

interface ListEditorProps {
  field: FieldConfig;
  ctx: FieldContext;
  resolve: Resolve;
}

function ListEditor({ field, ctx, resolve }: ListEditorProps) {
  const form = Form.useFormInstance();
  const { token } = theme.useToken();
  const mobile = useMobile();
  const subs = field.fields ?? [];
  const rowOf = (index: number) => (form.getFieldValue([field.key, index]) ?? {}) as Rec;
  const newRow = () =>
    Object.fromEntries(subs.filter((s) => s.default !== undefined).map((s) => [s.key, resolve(s).toForm?.(s.default, s) ?? s.default]));

  // locks read the whole record (e.g. a running draw), and only apply when editing
  const lockedNow = (f: FieldConfig) => ctx.mode === "edit" && isLocked(f, form.getFieldsValue(true) as Rec);
  const cell = (sub: FieldConfig, index: number) => {
    const type = resolve(sub);
    const others = [sub.gte, sub.lt, sub.visibleWhen?.field].filter((k): k is string => !!k);
    const item = (
      <Form.Item
        name={[index, sub.key]}
        label={sub.label}
        {...NAMED_BY_HIDDEN_LABEL}
        rules={formRules(sub, subs, () => rowOf(index))}
        valuePropName={type.valuePropName}
        dependencies={others.map((k) => [field.key, index, k])}
        style={{ marginBottom: 0 }}
      >
        {type.input(sub, { record: rowOf(index), mode: ctx.mode })}
      </Form.Item>
    );
    const shown = lockedNow(sub) ? <ConfigProvider componentDisabled>{item}</ConfigProvider> : item;
    if (!sub.visibleWhen) return shown;
    return (
      <Form.Item noStyle dependencies={[[field.key, index, sub.visibleWhen.field]]}>
        {() => (isVisible(sub, rowOf(index)) ? shown : null)}
      </Form.Item>
    );
  };

  const listRule = {
    validator: async (_rule: unknown, rows: unknown) => {
      const message = fieldError(field, rows, form.getFieldsValue(true) as Rec, []);
      if (message) throw new Error(message);
    },
  };

  return (
    <Form.List name={field.key} rules={[listRule]}>
      {(rows, { add, remove }, { errors }) => {
        const columns: TableColumnsType<(typeof rows)[number]> = [
          // a phone's card is headed by the row's place (奖品 1): its fields are inputs
          ...(mobile ? [{ key: "__row", render: (_: unknown, row: (typeof rows)[number]) => `${field.label} ${row.name + 1}` }] : []),
          ...subs.map((sub) => ({
            key: sub.key,
            title: (
              <span>
                {isRequired(sub, {}) && <span style={{ color: token.colorError, marginInlineEnd: 4 }}>*</span>}
                {sub.label}
              </span>
            ),
            ...widthProps(columnSize(sub, resolve(sub), "input", { title: sub.label, required: isRequired(sub, {}) })),
            onHeaderCell: oneLine,
            render: (_: unknown, row: (typeof rows)[number]) => cell(sub, row.name),
          })),
          {
            key: "actions",
            title: "操作",
            width: ACTIONS_WIDTH,
            onHeaderCell: oneLine,
            render: (_: unknown, row: (typeof rows)[number]) => (
              <Button
                type="text"
                danger
                aria-label="删除"
                icon={<DeleteOutlined />}
                disabled={rows.length <= (field.min ?? 0) || lockedNow(field)}
                onClick={() => remove(row.name)}
              />
            ),
          },
        ];
        // the field's id: a failed save finds the list by it and focuses its first control (first-error.ts)
        return (
          <div id={field.key}>
            {rows.length > 0 && (
              <StackedTable
                aria-label={field.label} titleColumn="__row" extraColumn="actions" labels="above"
                size="small" bordered pagination={false} rowKey="key" dataSource={rows} columns={columns} style={{ marginBottom: 8 }}
                tableLayout="fixed" scroll={{ x: columnsWidth(columns) }}
              />
            )}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={(field.max !== undefined && rows.length >= field.max) || lockedNow(field)}
              onClick={() => add(newRow())}
            >
              添加一行
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}

/** Each row as its line of `rowText` (an order's items: 香薰蜡烛礼盒 ×2), one under another. */
const rowLines = (rows: Rec[], rowText: string) =>
  templateLines(rows.map((row) => fillTemplate(rowText, row) ?? Object.values(row).map(String).join(" ")), true);

/** The list type; `resolve` gives each sub-field's type (the registry's fieldTypeOf). */
export function listType(resolve: Resolve): FieldType {
  return {
    column: (value, field) => {
      const n = rowsOf(value).length;
      if (n > 0 && field.rowText) return rowLines(rowsOf(value), field.rowText);
      return n === 0 ? EMPTY : `${n} 项`;
    },
    detail: (value, field) => {
      const rows = rowsOf(value);
      if (rows.length === 0) return EMPTY;
      if (field.rowText) return rowLines(rows, field.rowText);
      const subs = (field.fields ?? []).filter((s) => s.detail !== false && s.type !== "password");
      const columns: TableColumnsType<{ index: number; row: Rec }> = subs.map((sub) => ({
        key: sub.key,
        title: sub.label,
        ...widthProps(columnSize(sub, resolve(sub), "list", { title: sub.label })),
        onHeaderCell: oneLine,
        render: (_: unknown, { row }) => resolve(sub).column(row[sub.key], sub, { record: row, mode: "detail" }),
      }));
      // a phone's card is headed by the row's place; a desktop's table does not show it (StackedTable)
      const rowTitle = { key: "__row", hidden: true, render: (_: unknown, { index }: { index: number }) => `${field.label} ${index + 1}` };
      return (
        <StackedTable<{ index: number; row: Rec }>
          aria-label={field.label}
          titleColumn="__row"
          size="small"
          bordered
          pagination={false}
          rowKey="index"
          dataSource={rows.map((row, index) => ({ index, row }))}
          tableLayout="fixed"
          scroll={{ x: columnsWidth(columns) }}
          columns={[rowTitle, ...columns]}
        />
      );
    },
    input: (field, ctx) => <ListEditor field={field} ctx={ctx} resolve={resolve} />,
    // rows read as lines: as wide as a line of an average name (a longer one wraps, never cut)
    columnWidth: (field, place) => {
      if (place === "list" && field.rowText) return { minWidth: textWidth(widestLine([field.rowText], field.fields ?? [])) + CELL_PADDING };
      return place === "list" ? fits("99 项", place) : { minWidth: 240 };
    },
    preload: (field) => Promise.all((field.fields ?? []).map((sub) => resolve(sub).preload?.(sub))),
    toForm: (value, field) => mapRows(value, field, resolve, "toForm"),
    fromForm: (value, field) => mapRows(value, field, resolve, "fromForm"),
    listByDefault: false,
  };
}
