/**
 * Enter in a field never submits a form that has more than that field (issue 15: Enter in a
 * date picker saved a coupon as soon as its last date was typed). Browsers submit a form on
 * Enter in any of its text-like inputs ("implicit submission"); a console form is saved with
 * its 保存 button. Forms where Enter is the expected way (sign-in, register, a search bar)
 * opt back in with ENTER_SUBMITS.
 *
 * What counts as "the field": each control a person fills (an input other than a button or
 * hidden one, a select, a textarea, a rich-text editable): a form of one such control (a
 * one-box search, a one-input modal) still submits on Enter. A textarea takes Enter as a new
 * line and a button as a click, as before: only inputs submit implicitly, so only they are
 * guarded. Enter while an input method is composing (pinyin) is the IME's, never a submit.
 */

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
