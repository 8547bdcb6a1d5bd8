import { Alert, Button, Form } from "antd";
import { StaleReload } from "../../engine/screens/stale-reload";

interface CardSaveBarProps {
  error: string | null | undefined;
  editable: boolean;
  saving: boolean;
  label: string;
  /** The save was refused as what the card edits changed since it was read: 重新加载 (after a confirm) beside the reason. */
  reload?: () => Promise<void>;
}

/** The foot of a 店铺设置 card's form: why the last save failed, and its save button for who may edit. */
export function CardSaveBar({ error, editable, saving, label, reload }: CardSaveBarProps) {
  return (
    <>
      {error && <Alert type="error" showIcon message={error} action={reload && <StaleReload reload={reload} />} style={{ marginBottom: 16 }} />}
      {editable && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>{label}</Button>
        </Form.Item>
      )}
    </>
  );
}
