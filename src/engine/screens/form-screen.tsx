import { useForm } from "@refinedev/antd";
import { useWarnAboutChange, type GetOneResponse } from "@refinedev/core";
import { Card, Form, Spin } from "antd";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { dataOf } from "../api-meta";
import { useFormDraft } from "../form-draft";
import { listUrlOf } from "../list-memory";
import { refusalOf } from "../registry";
import { fromFormRecord, toFormRecord } from "../record-convert";
import { preloadControls } from "../fields";
import type { View } from "../route-types";
import type { Rec, ResourceConfig } from "../types";
import { AFTER_SAVE } from "../unsaved-changes";
import { useResourceRoute } from "../use-resource-route";
import { viewTitle } from "../titles";
import { useParentTitle } from "../use-parent-title";
import { useMobile } from "../use-mobile";
import { submitOnEnter } from "../enter-guard";
import { useFirstErrorFocus } from "./first-error";
import { FormBody, formDefaults, formLayout } from "./form-body";
import { formFields } from "./form-fields";
import { LoadResult } from "./load-result";

/** The controls of the form's inputs (resource-routes.ts waits for them). */
export const preloadFieldCode = (config: ResourceConfig, view: View) =>
  preloadControls(formFields(config.fields, view === "edit" ? "edit" : "create"));

/** The generated create / edit screen: fields, rules, unsaved-changes warning, server errors inline. */
export default function FormScreen() {
  const { config, view, id, routeFields } = useResourceRoute();
  const mode = view === "edit" ? "edit" : "create";
  const navigate = useNavigate();
  const mobile = useMobile();
  const [error, setError] = useState<string | null>(null);
  const { setWarnWhen } = useWarnAboutChange();
  const back = listUrlOf(config.name, config.routes.list.replace(/:(\w+)/g, (_, p: string) => routeParam(p)));
  function routeParam(p: string): string {
    const field = config.routeParams?.[p];
    return (field && routeFields[field]) ?? "";
  }
  // Stable across renders: refine resets the form whenever the selected record changes, and a
  // select made anew each render makes a new record (dayjs values are never shared), which
  // wiped what the merchant had typed on the next render.
  const select = useCallback(
    (result: GetOneResponse<Rec>) => ({ ...result, data: toFormRecord(config.fields, result.data) }),
    [config.fields],
  );
  const { formProps, saveButtonProps, formLoading, onFinish, query } = useForm<Rec, never, Rec>({
    resource: config.name,
    action: mode,
    id,
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...dataOf(config),
    errorNotification: false,
    successNotification: { message: mode === "create" ? `${config.label}已创建` : "保存成功", type: "success" },
    queryOptions: { select },
  });
  const firstError = useFirstErrorFocus();
  const kind = routeKindLabel(config, routeFields);
  const title = useParentTitle(config, routeFields, `${viewTitle(config, mode)}${kind}`);
  // what was typed survives a session that ends under the form (a 401): back after signing in
  const markUnsaved = useCallback(() => setWarnWhen(true), [setWarnWhen]);
  useFormDraft(formProps.form, { fields: config.fields, mode, ready: mode === "create" || Boolean(query?.data), onRestored: markUnsaved });

  async function submit(values: Rec) {
    setError(null);
    try {
      // fields shown by a value the form has no input for (a coupon's :type, a record's status)
      // are judged with the whole record, not only the inputs antd hands over
      const whole: Rec = { ...(formProps.form?.getFieldsValue(true) as Rec | undefined), ...routeFields, ...values };
      await onFinish({ ...fromFormRecord(config.fields, whole, mode), ...routeFields });
      await navigate(back, AFTER_SAVE);
    } catch (e) {
      // The values stay in the form; the reason shows above the buttons (and as a toast).
      // refine cleared the unsaved-changes flag on submit; what was typed is still unsaved.
      setWarnWhen(true);
      setError(e instanceof Error ? e.message : "保存失败，请稍后重试");
    }
  }

  // a record that cannot be loaded: say so, instead of a disabled form that cannot be used
  if (mode === "edit" && query?.isError) {
    return <LoadResult query={query} back={back} />;
  }
  // opened by its URL, a record the server will not let this person save (refusedBy): say why
  const loaded = mode === "edit" ? query?.data?.data : undefined;
  const refused = loaded ? refusalOf(config, loaded, "edit") : null;
  return (
    <Card title={title} size={mobile ? "small" : "default"}>
      <Spin spinning={formLoading && mode === "edit"}>
        <Form
          {...formProps}
          initialValues={mode === "create" ? formDefaults(config, routeFields) : formProps.initialValues}
          onFinish={(values) => void submit(values)}
          // Enter in a typed field saves as 保存 does (validated first), not while a save is on its way
          onKeyDown={submitOnEnter(() => saveButtonProps.loading || formProps.form?.submit())}
          {...formLayout(mobile, 140)}
          {...firstError}
          disabled={refused !== null}
          aria-label={`${config.label}表单`}
        >
          <FormBody
            config={config}
            mode={mode}
            error={error}
            saving={saveButtonProps.loading}
            disabled={saveButtonProps.disabled}
            refused={refused}
            back={{ label: "返回", onClick: () => void navigate(back) }}
          />
        </Form>
      </Spin>
    </Card>
  );
}

/** " · 满减券" when a route field is an enum of the record (the kind being created or edited). */
function routeKindLabel(config: ResourceConfig, routeFields: Record<string, string>): string {
  for (const [key, value] of Object.entries(routeFields)) {
    const option = config.fields.find((f) => f.key === key)?.options?.find((o) => String(o.value) === value);
    if (option) return ` · ${option.label}`;
  }
  return "";
}
