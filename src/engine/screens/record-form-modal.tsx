import { useCreate, useOne, useUpdate } from "@refinedev/core";
import { Form, Modal } from "antd";
import { useState } from "react";
import { isStaleSave } from "../../providers/http";
import { useChangedByAnother } from "./changed-by-another";
import { dataOf } from "../api-meta";
import { fromFormRecord, toFormRecord } from "../record-convert";
import type { Rec, ResourceConfig } from "../types";
import { viewTitle } from "../titles";
import { useMobile } from "../use-mobile";
import { submitOnEnter } from "../enter-guard";
import { useFirstErrorFocus } from "./first-error";
import { FormBody, formDefaults, formLayout } from "./form-body";
import type { FormTarget } from "./form-target";
import { LoadResult } from "./load-result";
import { readVersion } from "./read-version";
import { formFields } from "./form-fields";
import { BusyRegion, FieldRowsSkeleton } from "./skeletons";

interface RecordFormModalProps {
  config: ResourceConfig;
  /** null = closed. */
  target: FormTarget | null;
  routeFields: Record<string, string>;
  onClose: () => void;
}

/**
 * Create / edit in a modal over the list (`form: "modal"`), for lists whose spec routes
 * have no form page: the engine's fields and rules, the server's refusal shown inside
 * (what was typed stays), the list refreshed by refine on success.
 */
export function RecordFormModal({ config, target, routeFields, onClose }: RecordFormModalProps) {
  const id = target?.id;
  const given = target?.record;
  const mode = id ? "edit" : "create";
  const { result, query } = useOne<Rec>({
    resource: config.name, id: id ?? "", ...dataOf(config), errorNotification: false,
    queryOptions: { enabled: Boolean(id) && !given },
  });
  const loading = mode === "edit" && !given && query.isLoading;
  return (
    <Modal open={target !== null} title={viewTitle(config, mode)} onCancel={onClose} footer={null} width={720} destroyOnHidden maskClosable={false}>
      {mode === "edit" && !given && query.isError ? (
        <LoadResult query={query} back={onClose} />
      ) : loading ? (
        // the record on its way: a row for each of the form's fields, not a spinner
        <BusyRegion><FieldRowsSkeleton rows={Math.min(formFields(config.fields, "edit").length, 8)} labelWidth={100} /></BusyRegion>
      ) : (
        target && (
          <ModalForm
            key={id ?? "new"} config={config} id={id} record={given ?? result} routeFields={routeFields} onDone={onClose}
            // 重新加载 after a stale save: the record as stored now (a row's copy is not asked again otherwise)
            load={async () => (await query.refetch()).data?.data}
          />
        )
      )}
    </Modal>
  );
}

interface ModalFormProps {
  config: ResourceConfig;
  id: string | undefined;
  record: Rec | undefined;
  routeFields: Record<string, string>;
  onDone: () => void;
  /** The record as stored now (重新加载). */
  load: () => Promise<Rec | undefined>;
}

function ModalForm({ config, id, record, routeFields, onDone, load }: ModalFormProps) {
  const mode = id ? "edit" : "create";
  const [form] = Form.useForm<Rec>();
  const mobile = useMobile();
  const [error, setError] = useState<string | null>(null);
  // the version the form's values were read with, sent with the save (read-version.ts)
  const [version, setVersion] = useState(() => readVersion(mode === "edit" ? record : undefined));
  const [stale, setStale] = useState(false);
  const firstError = useFirstErrorFocus();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  // a change of the record by another person while it is edited: said, with 重新加载 (decision 0113)
  useChangedByAnother(config.name, id, mode === "edit", (notice) => {
    setError(notice);
    setStale(true);
  });
  const initial = mode === "edit" && record ? toFormRecord(config.fields, record) : formDefaults(config, routeFields);

  async function submit(values: Rec) {
    setError(null);
    setStale(false);
    // judged with the whole record, as on the form page: a field may depend on one without an input
    const whole: Rec = { ...(form.getFieldsValue(true) as Rec), ...routeFields, ...values };
    const data = { ...fromFormRecord(config.fields, whole, mode), ...routeFields };
    const common = { resource: config.name, ...dataOf(config), errorNotification: false as const };
    try {
      if (id) await update({ ...common, id, values: { ...data, ...version }, successNotification: { message: "保存成功", type: "success" } });
      else await create({ ...common, values: data, successNotification: { message: `${config.label}已创建`, type: "success" } });
      onDone();
    } catch (e) {
      // the request already toasted the reason; it stays here beside the kept values too
      setError(e instanceof Error ? e.message : "保存失败，请稍后重试");
      setStale(isStaleSave(e));
    }
  }

  /** 重新加载 (confirmed): the newest record replaces what was typed, and its version is the one sent next. */
  async function reload() {
    const newest = await load().catch(() => undefined);
    if (!newest) return;
    form.resetFields();
    form.setFieldsValue(toFormRecord(config.fields, newest) as Parameters<typeof form.setFieldsValue>[0]);
    setVersion(readVersion(newest));
    setError(null);
    setStale(false);
  }

  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      onKeyDown={submitOnEnter(() => creating.isPending || updating.isPending || form.submit())}
      {...formLayout(mobile, 120)}
      {...firstError}
      aria-label={`${config.label}表单`}
      style={{ marginTop: 16 }}
    >
      <FormBody config={config} mode={mode} error={error} reload={stale ? reload : undefined} saving={creating.isPending || updating.isPending} back={{ label: "取消", onClick: onDone }} />
    </Form>
  );
}
