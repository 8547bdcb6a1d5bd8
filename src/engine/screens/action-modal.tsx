import { Button, Form, Modal, type ButtonProps } from "antd";
import { useState, type ReactNode } from "react";
import { submitOnEnter } from "../enter-guard";
import { focusFirstError, useFirstErrorFocus } from "./first-error";

/**
 * A button that opens a small form in a modal (发货, 关闭 with a reason, 拒绝…). The modal
 * stays open with what was typed when the call fails (the error toast says why) and
 * closes on success.
 */
export function ActionModal<T extends object>({ label, title, children, onSubmit, initialValues, okText = "确定", button, onClose }: {
  label: string;
  title?: string;
  children: ReactNode;
  onSubmit(values: T): Promise<void>;
  initialValues?: Partial<T>;
  okText?: string;
  button?: ButtonProps;
  /** Opened by its owner (an item of a row's 更多 menu): no button, open until this is called. */
  onClose?: () => void;
}) {
  const [opened, setOpen] = useState(false);
  const open = onClose ? true : opened;
  const close = () => (onClose ? onClose() : setOpen(false));
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<T>();
  const firstError = useFirstErrorFocus();
  const submit = async () => {
    const values = await form.validateFields().catch((e: { errorFields?: { name: (string | number)[] }[] }) => {
      focusFirstError(firstError.ref.current?.nativeElement, e.errorFields ?? []);
      throw e;
    });
    setBusy(true);
    try {
      await onSubmit(values);
      close();
      form.resetFields();
    } catch {
      // the request layer has shown the error; keep the modal and its input
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {!onClose && <Button {...button} onClick={() => setOpen(true)}>{label}</Button>}
      <Modal
        title={title ?? label}
        open={open}
        okText={okText}
        confirmLoading={busy}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={close}
        forceRender
      >
        <Form
          form={form}
          ref={firstError.ref}
          layout="vertical"
          initialValues={initialValues}
          preserve={false}
          // Enter in a typed field is the modal's 确定 (validated first)
          onKeyDown={submitOnEnter(() => busy || void submit().catch(() => undefined))}
        >
          {children}
        </Form>
      </Modal>
    </>
  );
}
