import type { ButtonProps } from "antd";
import { fromFormRecord, toFormRecord } from "../record-convert";
import type { ActionConfig, Rec } from "../types";
import { ActionModal } from "./action-modal";
import { FormField } from "./form-fields";
import { actionConfirm } from "./use-run-action";

/**
 * A "call" action that asks for input first (config `form`): a button opening a modal with
 * those fields, checked by their rules; `onSubmit` gets the values (API form) to send.
 */
export function ActionFormButton({ action, label, onSubmit, button, onClose, record }: {
  action: ActionConfig;
  /** The row it runs on: its `confirm` reads the record's fields (`{order_sn}`); none for a toolbar action. */
  record?: Rec;
  label: string;
  onSubmit(values: Rec): Promise<void>;
  button?: ButtonProps;
  /** Opened from a 更多 menu: the modal alone, open until this is called (action-modal.tsx). */
  onClose?: () => void;
}) {
  const fields = action.form ?? [];
  const question = actionConfirm(action, record);
  const defaults = Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
  return (
    <ActionModal<Rec>
      label={label}
      button={{ danger: action.danger, ...button }}
      initialValues={toFormRecord(fields, defaults)}
      okText={action.label}
      onSubmit={(values) => onSubmit(fromFormRecord(fields, values, "create"))}
      onClose={onClose}
    >
      {question && <p>{question}</p>}
      {fields.map((f) => (
        <FormField key={f.key} field={f} siblings={fields} mode="create" />
      ))}
    </ActionModal>
  );
}
