/**
 * Enter in a field never submits a form that has more than that field by the browser's own
 * "implicit submission" (issue 15: Enter in a date picker saved a coupon as soon as its last
 * date was typed). Forms where Enter is the expected way (sign-in, register, a search bar)
 * opt back in with ENTER_SUBMITS; the engine's forms submit on Enter in a box a value is typed
 * into (submitOnEnter, issue 37: the way a keyboard saves, validating first), never on a
 * picker's Enter, which picks.
 *
 * What counts as "the field": each control a person fills (an input other than a button or
 * hidden one, a select, a textarea, a rich-text editable): a form of one such control (a
 * one-box search, a one-input modal) still submits on Enter. A textarea takes Enter as a new
 * line and a button as a click, as before: only inputs submit implicitly, so only they are
 * guarded. Enter while an input method is composing (pinyin) is the IME's, never a submit.
 */

import type { KeyboardEvent as ReactKeyboardEvent } from "react";

/** Spread on a <Form> whose submit Enter may trigger: `<Form {...ENTER_SUBMITS}>`. */
export const ENTER_SUBMITS = { "data-enter-submits": "" } as const;

const FIELDS = [
  "input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image])",
  "select",
  "textarea",
  "[contenteditable=true]",
].join(", ");

/** Keeps an Enter keydown from submitting its form when the form has more than one field. */
export function stopAccidentalSubmit(event: KeyboardEvent): void {
  if (event.key !== "Enter" || event.defaultPrevented || event.isComposing) return;
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.form) return;
  if (input.form.hasAttribute("data-enter-submits")) return;
  if (input.form.querySelectorAll(FIELDS).length > 1) event.preventDefault();
}

/**
 * Installs the guard on a document (the app root does, once). It listens where the event
 * ends its way up, so each control has handled its own Enter first (a date picker takes
 * the typed date, a select its option); only the browser's submit that would follow is
 * stopped. Returns the uninstall.
 */
export function guardEnterSubmits(doc: Document = document): () => void {
  doc.addEventListener("keydown", stopAccidentalSubmit);
  return () => doc.removeEventListener("keydown", stopAccidentalSubmit);
}

/** Input types a value is typed into (not a checkbox, a file, a colour). */
const TYPED = new Set(["", "text", "number", "password", "email", "tel", "url", "search"]);

/**
 * Whether Enter in this element is "done typing": a text-like input of its own. Not a picker's
 * input (a date, a select, a region, tags: their Enter takes what was typed or the option
 * under the cursor), not a textarea or a rich-text editor (a new line), not a button.
 */
export function typesValue(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLInputElement) || !TYPED.has(target.getAttribute("type") ?? "")) return false;
  return target.getAttribute("role") !== "combobox" && !target.closest(".ant-picker, .ant-select, .ant-cascader");
}

/**
 * A form's onKeyDown: Enter in a typed field submits the form as its 保存 does (`submit`:
 * antd's form.submit(), which validates first and shows the errors), and the browser's own
 * submit is kept from following. Enter while an input method composes (pinyin), with a
 * modifier, or already handled by the control, is left alone.
 */
export function submitOnEnter(submit: () => void) {
  return (event: ReactKeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!typesValue(event.target)) return;
    event.preventDefault();
    submit();
  };
}
