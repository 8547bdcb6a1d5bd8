import { useTranslate, useWarnAboutChange } from "@refinedev/core";
import { App } from "antd";
import { useEffect } from "react";
import { useBlocker } from "react-router";

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
    ({ currentLocation, nextLocation }) => warnWhen && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    modal.confirm({
      title: message,
      content: "离开后，本页填写的内容不会保存。",
      okText: "离开",
      cancelText: "留在本页",
      onOk: () => {
        setWarnWhen(false);
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, message, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [warnWhen]);

  // a new page starts clean: the flag belongs to the form that was left
  const leaving = blocker.state === "proceeding";
  useEffect(() => {
    if (leaving) setWarnWhen(false);
  }, [leaving, setWarnWhen]);

  return null;
}
