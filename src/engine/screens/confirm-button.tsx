import { Button, type ButtonProps, type PopconfirmProps } from "antd";
import { useRef, useState, type ReactNode } from "react";
import { LinkButton } from "../fields/link-button";
import { FocusPopconfirm } from "./focus-popconfirm";

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
 * of drawing a page (issue 12's benchmark); till then the button is antd's markup (link-button.tsx).
 * The confirm takes the focus on its button and gives it back to this one (focus-popconfirm.tsx).
 */
export function ConfirmButton({ title, description, okText, okButtonProps, onConfirm, danger, children }: ConfirmButtonProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const props: ButtonProps = { type: "link", size: "small", danger };
  if (!used) {
    const first = () => {
      setUsed(true);
      setOpen(true);
    };
    return <LinkButton danger={danger} onClick={first}>{children}</LinkButton>;
  }
  return (
    <FocusPopconfirm
      returnTo={ref}
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
    </FocusPopconfirm>
  );
}
