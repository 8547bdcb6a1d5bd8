import { ConfigProvider, Form } from "antd";
import { fieldTypeOf } from "../fields";
import { formRules } from "../fields/form-rules";
import type { FieldConfig, Rec } from "../types";
import { helpOf, isInput, isLocked, isRequired, isVisible, typeOf } from "../validation";
import { ComputedFormField } from "./computed-form-field";

/** A nested list's side of its row: the rest of the form's width (inputs stop at the form's max). */
const LIST_WRAPPER = { flex: "1", style: { maxWidth: "none", minWidth: 0 } };

/** The fields a form shows in this mode: its inputs (create-only ones drop out on edit), and the computed ones, read-only. */
export function formFields(fields: FieldConfig[], mode: "create" | "edit"): FieldConfig[] {
  return fields.filter((f) => isInput(f, mode) || (f.compute !== undefined && f.form !== false));
}

/** Fields another field's rules or visibility depend on: they re-render it when changed. */
function dependsOn(f: FieldConfig): string[] {
  const req = typeof f.required === "object" ? f.required.field : undefined;
  const help = Array.isArray(f.help) ? f.help.map((h) => h.when?.field) : [];
  return [f.visibleWhen?.field, req, f.gte, f.lt, f.lockedWhen?.field, ...help].filter((x): x is string => Boolean(x));
}

interface FormFieldProps {
  field: FieldConfig;
  siblings: FieldConfig[];
  mode: "create" | "edit";
  /** Why the session may not change it (an action it lacks owns it): shown read-only, this as its hint. */
  held?: string;
}

/** One form field: its input from the registry, its rules and hint, shown only when `visibleWhen` holds. */
export function FormField({ field, siblings, mode, held }: FormFieldProps) {
  const form = Form.useFormInstance();
  if (field.compute) return <ComputedFormField field={field} siblings={siblings} mode={mode} />;
  const t = fieldTypeOf(field);
  const deps = dependsOn(field);
  const render = (record: Rec) => {
    if (!isVisible(field, record)) return null;
    const ctx = { record, mode };
    // a locked field keeps its value and shows it, disabled (antd's componentDisabled)
    const locked = (mode === "edit" && isLocked(field, record)) || held !== undefined;
    // Nested lists render their own Form.List (see fields/list.tsx): a nameless item only lays
    // out the label. The list applies its own lock (rows) and its sub-fields' locks (cells).
    // Its table takes the form's whole width, not an input's (issue 15: columns of its own).
    if (typeOf(field) === "list") {
      return (
        <Form.Item label={field.label} required={isRequired(field, record)} extra={helpOf(field, record)} wrapperCol={LIST_WRAPPER}>
          {t.input(field, ctx)}
        </Form.Item>
      );
    }
    const item = (
      <Form.Item
        name={field.key}
        label={field.label}
        required={isRequired(field, record)}
        rules={formRules(field, siblings, () => form.getFieldsValue(true) as Rec)}
        valuePropName={t.valuePropName}
        extra={held ?? helpOf(field, record)}
        dependencies={deps}
        validateFirst
      >
        {t.input(field, ctx)}
      </Form.Item>
    );
    // (wrapping the Form.Item, not the input: Form.Item passes value/onChange to its direct child)
    return locked ? <ConfigProvider componentDisabled>{item}</ConfigProvider> : item;
  };
  if (deps.length === 0) return render(form.getFieldsValue(true) as Rec);
  return (
    <Form.Item noStyle shouldUpdate={(a: Rec, b: Rec) => deps.some((d) => a[d] !== b[d])}>
      {() => render(form.getFieldsValue(true) as Rec)}
    </Form.Item>
  );
}
