import type { FormInstance } from "antd";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { onLoggedOut } from "../providers/session";
import { fromFormRecord, toFormRecord } from "./record-convert";
import { readVersion } from "./screens/read-version";
import type { FieldConfig, Rec } from "./types";

/**
 * A form's draft across a sign-in: when the session ends under a form the merchant has
 * typed in (an expired token, another tab's sign-out; not their own 退出登录), what it holds
 * is kept in sessionStorage under the page's URL, and put back the next time that page's
 * form opens (after signing in again, the login redirect leads back to it).
 */
const PREFIX = "merchant-form-draft:";

interface Options {
  fields: FieldConfig[];
  mode: "create" | "edit";
  /** The form holds what it will show (create: at once; edit: once the record is in). */
  ready: boolean;
  /** A draft went back into the form (it is unsaved again). */
  onRestored: () => void;
}

export function useFormDraft(form: FormInstance | undefined, { fields, mode, ready, onRestored }: Options): void {
  const { pathname, search } = useLocation();
  const key = `${PREFIX}${pathname}${search}`;

  useEffect(() => {
    if (!form) return;
    return onLoggedOut((reason) => {
      if (reason === "user" || !form.isFieldsTouched()) return;
      // the record as it would be saved: plain JSON (dates as text), what the form shows only,
      // and the version it was read with: saved after signing in again, it is still refused
      // over a change made meanwhile (decision 0082)
      const values = form.getFieldsValue(true) as Rec;
      const version = mode === "edit" ? readVersion(values, fields) : {};
      sessionStorage.setItem(key, JSON.stringify({ ...fromFormRecord(fields, values, mode), ...version }));
    });
  }, [form, key, fields, mode]);

  const restored = useRef(false);
  useEffect(() => {
    if (!form || !ready || restored.current) return;
    restored.current = true;
    const draft = takeDraft(key);
    if (!draft) return;
    const values = toFormRecord(fields, draft);
    form.setFieldsValue(Object.fromEntries(Object.keys(draft).map((k) => [k, values[k]])));
    onRestored();
  }, [form, ready, key, fields, onRestored]);
}

/** Reads and removes a draft; anything but a JSON object (a stale or tampered value) is dropped. */
function takeDraft(key: string): Rec | null {
  const text = sessionStorage.getItem(key);
  if (text === null) return null;
  sessionStorage.removeItem(key);
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Rec) : null;
  } catch {
    return null;
  }
}
