import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { Alert, Button, Form, Modal, Result, Space, Spin } from "antd";
import { useState } from "react";
import { apiMeta } from "../../engine/api-meta";
import { fromFormRecord, toFormRecord } from "../../engine/record-convert";
import { FormField, formFields } from "../../engine/screens/form-fields";
import type { ResourceConfig } from "../../engine/types";

type Rec = Record<string, unknown>;

interface RecordFormModalProps {
  config: ResourceConfig;
  /**
   * Open: `{ id }` edits that record (fetched fresh by the detail call), `{ id, record }`
   * edits the given record (APIs without a detail call), `{}` creates one; null = closed.
   */
  target: FormTarget | null;
  onClose: () => void;
}

export interface FormTarget {
  id?: string;
  record?: Rec;
}

/**
 * A resource's create / edit form in a modal, for lists whose spec routes have no form
 * page: the engine's fields and rules, the record fetched fresh for an edit, the server's
 * refusal shown inside (what was typed stays), the list refreshed on success.
 */
export function RecordFormModal({ config, target, onClose }: RecordFormModalProps) {
  const id = target?.id;
  const given = target?.record;
  const mode = id ? "edit" : "create";
  const { result, query } = useOne<Rec>({
    resource: config.name, id: id ?? "", meta: { api: apiMeta(config) }, errorNotification: false,
    queryOptions: { enabled: Boolean(id) && !given },
  });
  const title = mode === "create" ? config.titles?.create ?? `新建${config.label}` : config.titles?.edit ?? `编辑${config.label}`;
  const loading = mode === "edit" && !given && query.isLoading;
  return (
    <Modal open={target !== null} title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden maskClosable={false}>
      {mode === "edit" && !given && query.isError ? (
        <Result status="warning" title={`${config.label}不存在或已删除`} />
      ) : (
        <Spin spinning={loading}>
          {!loading && target && (
            <ModalForm key={id ?? "new"} config={config} id={id} record={given ?? result} onDone={onClose} />
          )}
        </Spin>
      )}
    </Modal>
  );
}

interface ModalFormProps {
  config: ResourceConfig;
  id: string | undefined;
  record: Rec | undefined;
  onDone: () => void;
}

function ModalForm({ config, id, record, onDone }: ModalFormProps) {
  const mode = id ? "edit" : "create";
  const [form] = Form.useForm<Rec>();
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const fields = formFields(config.fields, mode);
  const defaults: Rec = {};
  for (const f of config.fields) if (f.default !== undefined) defaults[f.key] = f.default;
  const initial = mode === "edit" && record ? toFormRecord(config.fields, record) : defaults;

  async function submit(values: Rec) {
    setError(null);
    const data = fromFormRecord(fields, values, mode);
    const common = { resource: config.name, meta: { api: apiMeta(config) }, errorNotification: false as const };
    try {
      if (id) await update({ ...common, id, values: data, successNotification: { message: "保存成功", type: "success" } });
      else await create({ ...common, values: data, successNotification: { message: `${config.label}已创建`, type: "success" } });
      onDone();
    } catch (e) {
      // the request already toasted the reason; it stays here beside the kept values too
      setError(e instanceof Error ? e.message : "保存失败，请稍后重试");
    }
  }

  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      layout="horizontal"
      labelCol={{ flex: "120px" }}
      wrapperCol={{ flex: "1" }}
      scrollToFirstError
      aria-label={`${config.label}表单`}
      style={{ marginTop: 16 }}
    >
      {fields.map((f) => (
        <FormField key={f.key} field={f} siblings={config.fields} mode={mode} />
      ))}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>保存</Button>
          <Button onClick={onDone}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
