import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { RECYCLE_REJECT_PATH } from "./recycle.calls";

interface RejectModalProps {
  alias: string;
  open: boolean;
  onClose: () => void;
  /** After the order was rejected (refresh what shows it). */
  onRejected: () => void | Promise<void>;
}

/** 驳回 a recycle order: the reason is required (the seller sees it). */
export function RejectModal({ alias, open, onClose, onRejected }: RejectModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await request(RECYCLE_REJECT_PATH, { alias, reason: reason.trim() });
      toastSuccess("已驳回");
      onClose();
      await onRejected();
    } catch {
      // the request toasted the reason; the modal stays open with the text kept
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="驳回回收订单"
      okText="确认驳回"
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="取消"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label="驳回表单" preserve={false}>
        <Form.Item
          name="reason"
          label="驳回原因"
          rules={[
            { required: true, whitespace: true, message: "请填写驳回原因" },
            { max: 200, message: "驳回原因不能超过200个字" },
          ]}
        >
          <Input.TextArea rows={4} count={{ show: true, max: 200 }} placeholder="如：卡密已被使用、卡号与卡密不匹配" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
