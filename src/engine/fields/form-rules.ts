/**
 * antd Form rules of a field, built on validation.ts so the form shows exactly the
 * messages the demo API answers with. Used by the form screen and by list rows.
 */
import type { FormRule as Rule } from "antd";
import { fieldError, isRequired } from "../validation";
import type { FieldConfig } from "../types";

/**
 * One rule: `required` (for the asterisk, evaluated now) and a validator calling
 * fieldError with the current record (so conditional rules and gte/lt follow the form).
 */
export function formRules(field: FieldConfig, siblings: FieldConfig[], getRecord: () => Record<string, unknown>): Rule[] {
  return [
    {
      required: isRequired(field, getRecord()),
      validator: async (_rule, value: unknown) => {
        const message = fieldError(field, value, getRecord(), siblings);
        if (message) throw new Error(message);
      },
    },
  ];
}
