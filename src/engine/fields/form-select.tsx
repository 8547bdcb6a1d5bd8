/** antd's Select for a Form.Item: the required state on the control a screen reader is on. */
import { Select, type RefSelectProps, type SelectProps } from "antd";
import { useEffect, useRef } from "react";

export type FormSelectProps = SelectProps & { "aria-required"?: boolean | "true" | "false" };

/**
 * Form.Item hands its control `aria-required`, and antd's Select puts it on its outer <div>,
 * where ARIA does not allow it (axe: aria-allowed-attr) and no screen reader reads it. It
 * belongs on the combobox input, which Select offers no prop for: set there after each render.
 */
export function FormSelect({ "aria-required": ariaRequired, ...props }: FormSelectProps) {
  const ref = useRef<RefSelectProps>(null);
  const required = ariaRequired === true || ariaRequired === "true";
  useEffect(() => {
    const combobox = ref.current?.nativeElement?.querySelector('[role="combobox"]');
    if (!combobox) return;
    if (required) combobox.setAttribute("aria-required", "true");
    else combobox.removeAttribute("aria-required");
  });
  return <Select ref={ref} {...props} />;
}
