import { useCallback, useRef, useState } from "react";
import { errorText } from "./rules";

/**
 * One submit of a form that leaves the page on success: a second click never repeats
 * the call, a failure shows its reason and frees the button, and on success the
 * button stays busy while `then` moves on.
 */
export function useSubmit<T>(call: (values: T) => Promise<unknown>, then: (values: T) => void | Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (values: T) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        await call(values);
      } catch (e) {
        busy.current = false;
        setSubmitting(false);
        setError(errorText(e));
        return;
      }
      await then(values);
    },
    [call, then],
  );
  return { submit, submitting, error, setError };
}
