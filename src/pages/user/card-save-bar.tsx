import { Alert, Button, Form } from "antd";

/** The foot of a 店铺设置 card's form: why the last save failed, and its save button for who may edit. */
export function CardSaveBar({ error, editable, saving, label }: { error: string | null | undefined; editable: boolean; saving: boolean; label: string }) {
  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {editable && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>{label}</Button>
        </Form.Item>
      )}
    </>
  );
}
