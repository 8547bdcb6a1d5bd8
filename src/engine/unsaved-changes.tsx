import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { App } from "antd";
import { useEffect, useRef } from "react";
import { useBlocker, type Location } from "react-router";
import { isSessionEnded } from "./leave-marks";

/**
 * Navigation options for leaving a form just saved. refine clears its flag on submit, but the
 * blocker only sees that after a re-render, which can come after the navigation; the mark
 * says so without waiting.
 */
export const AFTER_SAVE = { state: { saved: true } } as const;
const isAfterSave = (location: Location): boolean =>
  (location.state as { saved?: boolean } | null)?.saved === true;

/**
 * Asks before leaving a form with unsaved changes (refine's warnWhen flag, set by useForm).
 * refine's own <UnsavedChangesNotifier> patches the history navigator, which a data router
 * (createBrowserRouter) bypasses, so in-app navigation went through unasked; react-router's
 * useBlocker is the supported way. Closing or reloading the tab gets the browser's prompt.
 */
export function UnsavedChangesPrompt() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const message = translate("warnWhenUnsavedChanges", "有未保存的修改，确定要离开吗？");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      warnWhen && currentLocation.pathname !== nextLocation.pathname && !isAfterSave(nextLocation) && !isSessionEnded(nextLocation),
  );

  // One prompt per blocked leave: another navigation attempt while the prompt is open blocks
  // again with a new blocker object, which opened a second prompt on top of the first (its
  // 留在本页 then seemed to do nothing). The answer goes to the latest blocker.
  const latest = useRef(blocker);
  latest.current = blocker;
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: message,
      content: "离开后，本页填写的内容不会保存。",
      okText: "离开",
      cancelText: "留在本页",
      onOk: () => {
        setWarnWhen(false);
        latest.current.proceed?.();
      },
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker, modal, message, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [warnWhen]);

  return null;
}
