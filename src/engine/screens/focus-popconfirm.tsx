import { Popconfirm, type PopconfirmProps } from "antd";
import { useEffect, useId, useRef, useState, type RefObject } from "react";

/**
 * antd's Popconfirm with the focus where a keyboard or screen-reader user needs it (issue 23,
 * part 5): on its confirm button when it opens (antd leaves it on the page behind; its button's
 * `autoFocus` runs before the popup's portal is in the page, so it does nothing), and back on what
 * opened it when it closes without a choice (取消, Esc, a tap outside).
 * Controlled or not, as antd's; `returnTo`: the button it belongs to, when it opens already open
 * (made by the button's first click, confirm-button.tsx).
 */
export function FocusPopconfirm({ onOpenChange, children, returnTo, rootClassName, ...props }: PopconfirmProps & { returnTo?: RefObject<HTMLElement | null> }) {
  // a class naming this popup, to find its buttons in the portal
  const mark = `confirm-${useId().replace(/[^\w-]/g, "")}`;
  const [shown, setShown] = useState(props.open ?? props.defaultOpen ?? false);
  const open = props.open ?? shown;
  // what had the focus when it opened: the button it came from
  const cameFrom = useRef<HTMLElement | null>(null);
  const back = () => giveBack(cameFrom.current ?? returnTo?.current ?? null);

  // Esc closes it from its own buttons too (antd closes on Esc only while the focus is on the
  // button that opened it, and the focus is on 确定 now)
  const closeRef = useRef<() => void>(() => undefined);
  closeRef.current = () => {
    setShown(false);
    onOpenChange?.(false);
    back();
  };
  useEffect(() => {
    if (!open) return;
    const from = document.activeElement;
    cameFrom.current = from instanceof HTMLElement && from !== document.body && !from.closest(`.${mark}`) ? from : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && document.activeElement?.closest(`.${mark}`)) closeRef.current();
    };
    document.addEventListener("keydown", onKey);
    const stop = whenThere(`.${mark} .ant-popconfirm-buttons .ant-btn-primary`, (ok) => ok.focus({ preventScroll: true }));
    return () => {
      document.removeEventListener("keydown", onKey);
      stop();
    };
  }, [open, mark]);

  return (
    <Popconfirm
      {...props}
      rootClassName={[rootClassName, mark].filter(Boolean).join(" ")}
      onOpenChange={(next, e) => {
        setShown(next);
        onOpenChange?.(next, e);
        if (!next) back();
      }}
      onCancel={(e) => {
        props.onCancel?.(e);
        back();
      }}
    >
      {children}
    </Popconfirm>
  );
}

/** Runs `then` on the element once it is in the page (a portal's popup is, a frame or two later). */
function whenThere(selector: string, then: (el: HTMLElement) => void): () => void {
  let frame = 0;
  let timer = setTimeout(function look() {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) then(el);
    else if (++frame < 10) timer = setTimeout(look, 16);
  });
  return () => clearTimeout(timer);
}

/**
 * Back to the button it came from, once the popup has let go of the focus. A focus that went
 * elsewhere meanwhile (a dialog, the list after a delete) stays there.
 */
function giveBack(to: HTMLElement | null) {
  setTimeout(() => {
    const now = document.activeElement;
    const lost = !now || now === document.body || Boolean(now.closest(".ant-popover"));
    if (to?.isConnected && lost) to.focus();
  });
}
