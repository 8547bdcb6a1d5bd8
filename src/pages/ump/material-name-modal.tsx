import { Form, Input, Modal } from "antd";
import { useEffect, useId, useState } from "react";

/**
 * A modal asking one name (素材名称 / 分组名称): required, at most `max` characters. It
 * stays open with what was typed when the save is refused (the error toast says why).
 */
export function NameModal({ open, title, label, max, initial, onSave, onClose }: {
  open: boolean;
  title: string;
  label: string;
  max: number;
  initial?: string;
  onSave(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  // a form name of its own: several of these modals stay mounted, and input ids must not clash
  const formName = `name-modal-${useId().replace(/:/g, "")}`;
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial ?? "" });
  }, [open, initial, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // refused: keep the modal and the input
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} open={open} confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} okText="确定" cancelText="取消" forceRender>
      <Form form={form} name={formName} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请输入${label}` },
            { max, message: `${label}不能超过${max}个字符` },
          ]}
        >
          <Input placeholder={`请输入${label}`} count={{ show: true, max }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
