import type { FormInstance } from "antd";
import { useCallback, useRef } from "react";

/** What takes a cursor or a press inside a form item (a file input is clicked through its trigger). */
const FOCUSABLE = [
  "input:not([type=hidden]):not([type=file]):not(:disabled)",
  "textarea:not(:disabled)",
  "button:not(:disabled)",
  "[contenteditable=true]",
  "[tabindex]:not([tabindex='-1'])",
  "a[href]",
].join(", ");

type ErrorField = { name: (string | number)[] };

/**
 * Brings the form's first error into view and puts the focus in it (issue 23, part 5). antd's
 * `scrollToFirstError={{ focus: true }}` finds a field by its control's ref or id, which only
 * inputs that take them have: an upload, the rich-text editor or a nested list (the goods form's
 * first field is its 封面图) were neither scrolled to nor focused. Here the item is found from its
 * label's `for` (every named Form.Item has one) or an element with the field's id, and the focus
 * goes to the first thing in it that takes one.
 */
export function focusFirstError(form: HTMLElement | null | undefined, errors: readonly ErrorField[]): void {
  const first = errors[0];
  if (!form || !first) return;
  const id = first.name.join("_");
  const at = form.querySelector(`[id="${id}"]`) ?? form.querySelector(`label[for="${id}"]`);
  const item = at?.closest(".ant-form-item") ?? at;
  if (!(item instanceof HTMLElement)) return;
  // the middle of the screen: a phone's navbar or a sticky header does not cover it
  item.scrollIntoView?.({ block: "center" });
  const control = at instanceof HTMLElement && at.matches(FOCUSABLE) ? at : item.querySelector(".ant-form-item-control")?.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus({ preventScroll: true });
}

/**
 * A Form's `ref` and `onFinishFailed` that focus its first error; `scrollToFirstError: false`
 * stops antd's own (and the app's ConfigProvider's) from scrolling elsewhere after it.
 */
export function useFirstErrorFocus() {
  const ref = useRef<FormInstance & { nativeElement?: HTMLElement }>(null);
  const onFinishFailed = useCallback(({ errorFields }: { errorFields: readonly ErrorField[] }) => {
    focusFirstError(ref.current?.nativeElement, errorFields);
  }, []);
  return { ref, onFinishFailed, scrollToFirstError: false as const };
}
