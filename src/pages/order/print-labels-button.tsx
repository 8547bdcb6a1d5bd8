import { Button, type ButtonProps } from "antd";
import { lazy, Suspense, useState } from "react";

// the dialog (and jsbarcode) load when first opened
const PrintLabels = lazy(() => import("./print-label"));

/** 打印快递面单 of `orderSns` (the order detail, the list's batch bar, 批量发货's result): a button and its dialog. */
export function PrintLabelsButton({ orderSns, children = "打印快递面单", ...button }: { orderSns: string[] } & Omit<ButtonProps, "onClick">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} disabled={button.disabled || orderSns.length === 0} onClick={() => setOpen(true)}>{children}</Button>
      {open && (
        <Suspense fallback={null}>
          <PrintLabels orderSns={orderSns} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
