import { Form } from "antd";
import { computedValue } from "../computed";
import { fieldTypeOf } from "../fields";
import { fromFormRecord } from "../record-convert";
import type { FieldConfig, Rec } from "../types";
import { helpOf } from "../validation";

interface ComputedFormFieldProps {
  field: FieldConfig;
  siblings: FieldConfig[];
  mode: "create" | "edit";
}

/**
 * A computed field in a form (issue 50: 采购单's 金额): no input, its value shown as the detail
 * shows it, worked out again from the form's values on every change (its rule may read any
 * field), with the same rule the API stores or answers it by (engine/computed.ts). Not sent.
 */
export function ComputedFormField({ field, siblings, mode }: ComputedFormFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item noStyle shouldUpdate>
      {() => {
        const values = form.getFieldsValue(true) as Rec;
        // the inputs as the API reads them (a date's dayjs as its text), over what has no input
        const record = { ...values, ...fromFormRecord(siblings, values, mode) };
        const value = computedValue(field, record);
        return (
          <Form.Item label={field.label} extra={helpOf(field, record)}>
            <span data-computed={field.key}>{fieldTypeOf(field).detail(value, field, { record, mode: "detail" })}</span>
          </Form.Item>
        );
      }}
    </Form.Item>
  );
}
