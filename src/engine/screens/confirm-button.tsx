import { Button, Popconfirm, type ButtonProps, type PopconfirmProps } from "antd";
import { useEffect, useRef, useState, type ReactNode } from "react";

interface ConfirmButtonProps {
  title: string;
  description?: string;
  okText: string;
  okButtonProps?: PopconfirmProps["okButtonProps"];
  onConfirm: () => void;
  danger?: boolean;
  children: ReactNode;
}

/**
 * A row's link-style button that asks first (删除, an action with `confirm`). Its Popconfirm is
 * made on the first click, not with the row: two Popconfirms on each of 100 rows were a good part
 * of drawing a page (issue 12's benchmark). The button keeps the focus across that change.
 */
export function ConfirmButton({ title, description, okText, okButtonProps, onConfirm, danger, children }: ConfirmButtonProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (used) ref.current?.focus();
  }, [used]);
  const props: ButtonProps = { type: "link", size: "small", danger };
  if (!used) {
    const first = () => {
      setUsed(true);
      setOpen(true);
    };
    return <Button {...props} onClick={first}>{children}</Button>;
  }
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      okText={okText}
      okButtonProps={okButtonProps}
      cancelText="取消"
      onConfirm={onConfirm}
    >
      <Button ref={ref} {...props}>{children}</Button>
    </Popconfirm>
  );
}
