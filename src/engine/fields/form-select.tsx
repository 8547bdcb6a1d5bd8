/** antd's Select for a Form.Item: the required state on the control a screen reader is on. */
import { Select, type SelectProps } from "antd";
import { useEffect, type CSSProperties } from "react";

export type FormSelectProps = SelectProps & { "aria-required"?: boolean | "true" | "false" };

/** What a select of a form field takes: its value and change from Form.Item, and how it is drawn. */
export interface SelectControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  /** From Form.Item: the id its <label for> names, and its aria-required / -invalid / -describedby. */
  id?: string;
  "aria-required"?: FormSelectProps["aria-required"];
  "aria-invalid"?: SelectProps["aria-invalid"];
  "aria-describedby"?: string;
}

/**
 * Form.Item hands its control `aria-required`, and antd's Select puts it on its outer <div>,
 * where ARIA does not allow it (axe: aria-allowed-attr) and no screen reader reads it. It
 * belongs on the combobox input (the element with Form.Item's `id`), which Select offers no
 * prop for: set there after each render.
 */
export function FormSelect({ "aria-required": ariaRequired, ...props }: FormSelectProps) {
  useRequiredOnCombobox(props.id, ariaRequired);
  return <Select {...props} />;
}

/** Puts Form.Item's `aria-required` on the combobox whose id it named (a Select's, a TreeSelect's), after each render. */
export function useRequiredOnCombobox(id: string | undefined, ariaRequired: boolean | "true" | "false" | undefined): void {
  const required = ariaRequired === true || ariaRequired === "true";
  useEffect(() => {
    const combobox = id ? document.getElementById(id) : null;
    if (combobox?.getAttribute("role") !== "combobox") return;
    if (required) combobox.setAttribute("aria-required", "true");
    else combobox.removeAttribute("aria-required");
  });
}
