import { useForm } from "@refinedev/antd";
import { useInvalidate, useWarnAboutChange, type GetOneResponse } from "@refinedev/core";
import { Card, Form, Spin } from "antd";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { generatePath, useLocation, useNavigate } from "react-router";
import { isStaleSave } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { useAccess } from "../engine-context";
import { dataOf } from "../api-meta";
import { useFormDraft } from "../form-draft";
import { listUrlOf } from "../list-memory";
import { actionAct } from "../page-actions";
import { keyOf, refusalOf } from "../registry";
import { fromFormRecord, toFormRecord } from "../record-convert";
import { preloadControls } from "../fields";
import type { View } from "../route-types";
import type { ActionConfig, Rec, ResourceConfig } from "../types";
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
import { LoadingText } from "./skeletons";
import { useResourceCall } from "./use-run-action";
import { readVersion } from "./read-version";
import { useChangedByAnother } from "./changed-by-another";

/**
 * An app's own part of a generated form (a 卡密 goods item's pasted keys): drawn inside the
 * form after the config's fields, so its inputs are the form's (validated with them, kept on
 * an error); `values` turns the form's values into what the save sends besides the fields.
 */
export interface FormPart {
  node: ReactNode;
  values?(all: Rec): Rec;
}

type SwitchToggle = Extract<ActionConfig, { kind: "toggle" }> & { saveAndSwitch: string };

/** The config's toggle that the form may save and switch on at once (保存并上架), for this session. */
function useSaveAndSwitch(config: ResourceConfig): SwitchToggle | undefined {
  const access = useAccess();
  if (config.api.rest) return undefined;
  const toggle = (config.actions ?? []).find((a): a is SwitchToggle => a.kind === "toggle" && Boolean(a.saveAndSwitch));
  return toggle && access.act(config, actionAct(toggle)) ? toggle : undefined;
}

/** What a create that saved but did not switch hands the edit form it opens: the reason. */
interface SwitchRefused {
  switchRefused?: string;
}

/** The controls of the form's inputs (resource-routes.ts waits for them). */
export const preloadFieldCode = (config: ResourceConfig, view: View) =>
  preloadControls(formFields(config.fields, view === "edit" ? "edit" : "create"));

/**
 * The generated create / edit screen: fields, rules, unsaved-changes warning, server errors
 * inline; an app's screen may add a `part` of its own (src/pages/goods/goods-form.tsx).
 */
export default function FormScreen({ part }: { part?: FormPart } = {}) {
  const { config, view, id, routeFields } = useResourceRoute();
  const mode = view === "edit" ? "edit" : "create";
  const navigate = useNavigate();
  const mobile = useMobile();
  const location = useLocation();
  const [error, setError] = useState<string | null>((location.state as SwitchRefused | null)?.switchRefused ?? null);
  // the save was refused as the record changed since it was read (HTTP 409): 重新加载 is offered
  const [stale, setStale] = useState(false);
  const toggle = useSaveAndSwitch(config);
  const call = useResourceCall(config);
  // which button submitted: 保存, or 保存并上架 (the form's submit carries no button)
  const switching = useRef(false);
  const { setWarnWhen } = useWarnAboutChange();
  const invalidate = useInvalidate();
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
    // 保存并上架 says both at once, after the switch
    successNotification: () => (switching.current ? false : { message: mode === "create" ? `${config.label}已创建` : "保存成功", type: "success" }),
    // not the record's own query: refetched after a refused save (refine's default), it would
    // put the newest record over what was typed; the form reloads it when asked (重新加载)
    invalidates: ["list", "many"],
    // nor on coming back to the tab, for the same reason (a stale save is refused instead), nor on
    // the server's events (decision 0113: refine's antd form resets its fields on new data); a
    // change of it by another person is said instead (below), with 重新加载. Nothing else on a
    // form's page refetches its resource live (relation options do not: relation-rest.ts)
    queryOptions: { select, refetchOnWindowFocus: false },
    liveMode: "off",
  });
  useChangedByAnother(config.name, id, mode === "edit", (notice) => {
    setError(notice);
    setStale(true);
  });
  const firstError = useFirstErrorFocus();
  const kind = routeKindLabel(config, routeFields);
  const title = useParentTitle(config, routeFields, `${viewTitle(config, mode)}${kind}`);
  // what was typed survives a session that ends under the form (a 401): back after signing in
  const markUnsaved = useCallback(() => setWarnWhen(true), [setWarnWhen]);
  useFormDraft(formProps.form, { fields: config.fields, mode, ready: mode === "create" || Boolean(query?.data), onRestored: markUnsaved });

  async function submit(values: Rec) {
    setError(null);
    setStale(false);
    const andSwitch = switching.current ? toggle : undefined;
    let saved: Rec | undefined;
    try {
      // fields shown by a value the form has no input for (a coupon's :type, a record's status)
      // are judged with the whole record, not only the inputs antd hands over
      const whole: Rec = { ...(formProps.form?.getFieldsValue(true) as Rec | undefined), ...routeFields, ...values };
      const record = { ...fromFormRecord(config.fields, whole, mode), ...part?.values?.(whole), ...routeFields };
      // the version the form's values were read with (the record's, or a draft's kept across a
      // sign-in): a save over a record saved since is refused, not written over it (decision 0082)
      const reply = await onFinish({ ...record, ...readVersion(mode === "edit" ? whole : undefined, config.fields) });
      saved = reply ? reply.data : undefined;
      // saved: the record's own query is stale now (not invalidated by the save itself: see invalidates)
      if (mode === "edit" && id !== undefined) void invalidate({ resource: config.name, invalidates: ["detail"], id, ...dataOf(config) });
      if (andSwitch) {
        // the toggle's own call, as its button sends it: its grant and refusals hold here too
        const key = keyOf(config);
        const [on] = andSwitch.values;
        await call(andSwitch.api, { ...routeFields, [key]: saved?.[key] ?? id, [andSwitch.field]: on });
        toastSuccess(`${config.label}已保存并${andSwitch.labels[1]}`);
      }
      await navigate(back, AFTER_SAVE);
    } catch (e) {
      const reason = e instanceof Error ? e.message : "保存失败，请稍后重试";
      const created = mode === "create" && saved && config.routes.edit ? String(saved[keyOf(config)] ?? "") : "";
      if (andSwitch && created) {
        // saved but not switched: the record exists now, so a second 保存 must not create it
        // again; its edit form holds what was typed (as saved) and says why it is not on
        const to = generatePath(config.routes.edit ?? "", { ...routeFields, alias: created, [keyOf(config)]: created });
        const state: SwitchRefused = { switchRefused: `已保存，未能${andSwitch.labels[1]}：${reason}` };
        await navigate(to, { replace: true, state: { ...AFTER_SAVE.state, ...state } });
        return;
      }
      // The values stay in the form; the reason shows above the buttons (and as a toast).
      // refine cleared the unsaved-changes flag on submit; what was typed is still unsaved.
      setWarnWhen(true);
      setError(reason);
      setStale(isStaleSave(e));
    } finally {
      switching.current = false;
    }
  }

  /** 重新加载 (confirmed): the newest record replaces what the form holds (refine resets it to the record it reads). */
  async function reload() {
    const { isError } = (await query?.refetch()) ?? {};
    if (isError) return;
    setError(null);
    setStale(false);
    setWarnWhen(false);
  }

  // a record that cannot be loaded: say so, instead of a disabled form that cannot be used
  if (mode === "edit" && query?.isError) {
    return <LoadResult query={query} back={back} />;
  }
  // opened by its URL, a record the server will not let this person save (refusedBy): say why
  const loaded = mode === "edit" ? query?.data?.data : undefined;
  const refused = loaded ? refusalOf(config, loaded, "edit") : null;
  // the record on its way: the form's own fields, their controls drawn as blocks (skeleton.css),
  // not a spinner over an empty form; a save or a 重新加载 still spins over the values it keeps
  const skeleton = mode === "edit" && Boolean(query?.isLoading);
  return (
    <Card title={title} size={mobile ? "small" : "default"}>
      <Spin spinning={formLoading && mode === "edit" && !skeleton}>
        <div className={skeleton ? "form-skeleton" : undefined} aria-busy={skeleton || undefined}>
        {skeleton && <LoadingText />}
        <Form
          {...formProps}
          initialValues={mode === "create" ? formDefaults(config, routeFields) : formProps.initialValues}
          onFinish={(values) => void submit(values)}
          // Enter in a typed field saves as 保存 does (validated first), not while a save is on its way
          onKeyDown={submitOnEnter(() => saveButtonProps.loading || formProps.form?.submit())}
          {...formLayout(mobile, 140)}
          {...firstError}
          onFinishFailed={(info) => {
            switching.current = false;
            firstError.onFinishFailed(info);
          }}
          disabled={refused !== null || skeleton}
          aria-label={`${config.label}表单`}
        >
          <FormBody
            config={config}
            mode={mode}
            error={error}
            reload={stale ? reload : undefined}
            saving={saveButtonProps.loading}
            disabled={saveButtonProps.disabled}
            refused={refused}
            back={{ label: "返回", onClick: () => void navigate(back) }}
            part={part?.node}
            saveAnd={
              toggle && !(loaded && String(loaded[toggle.field]) === String(toggle.values[0]))
                ? { label: toggle.saveAndSwitch, onClick: () => { switching.current = true; formProps.form?.submit(); } }
                : undefined
            }
          />
        </Form>
        </div>
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
