import { Alert, Button, Form, Space, type ButtonProps, type FormProps } from "antd";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { useAccess } from "../engine-context";
import { heldFields } from "../field-owners";
import type { Rec, ResourceConfig } from "../types";
import { FormField, formFields } from "./form-fields";

type Mode = "create" | "edit";

// Shown only after a save refused as stale (HTTP 409): its own chunk, so forms load no more for it.
const StaleReload = lazy(() => import("./stale-reload").then((m) => ({ default: m.StaleReload })));

/**
 * A new record's starting values: the route fields (a coupon's :type: fields may depend on
 * them), then each field's `default`.
 */
export function formDefaults(config: ResourceConfig, routeFields: Record<string, string> = {}): Rec {
  const defaults: Rec = { ...routeFields };
  for (const f of config.fields) if (f.default !== undefined) defaults[f.key] = f.default;
  return defaults;
}

/**
 * A record form's layout: labels beside the inputs (`labelWidth` px), one column; on a phone
 * (issue 14) labels above the inputs, which take the whole width.
 */
export function formLayout(mobile: boolean, labelWidth: number): Pick<FormProps, "layout" | "labelCol" | "wrapperCol"> {
  if (mobile) return { layout: "vertical" };
  return { layout: "horizontal", labelCol: { flex: `${labelWidth}px` }, wrapperCol: { flex: "1", style: { maxWidth: 640 } } };
}

interface FormBodyProps {
  config: ResourceConfig;
  mode: Mode;
  /** The server's refusal, shown above the buttons; what was typed stays in the inputs. */
  error: string | null;
  /** The save was refused as the record changed since it was read: 重新加载 (after a confirm) beside the reason. */
  reload?: () => Promise<void> | void;
  saving?: ButtonProps["loading"];
  disabled?: boolean;
  /**
   * Why the server refuses this person saving the record (config `refusedBy`), known before
   * they type: said first, nothing saves (the <Form> around disables the inputs); the way back stays.
   */
  refused?: string | null;
  /** The second button: 返回 on the page, 取消 in the modal. */
  back: { label: string; onClick: () => void };
  /** An app's own part of the form (FormPart), after the fields. */
  part?: ReactNode;
  /** A second way to save beside 保存 (保存并上架: the config's toggle `saveAndSwitch`). */
  saveAnd?: { label: string; onClick: () => void };
}

/**
 * Inside a <Form>: the inputs of this mode, the refusal, 保存 and the way back. A field an
 * action owns (上架, 设为默认: field-owners.ts) is read-only, with the grant it needs, for a
 * session without that action's grant; the form still sends it, unchanged.
 */
export function FormBody({ config, mode, error, reload, saving, disabled, refused, back, part, saveAnd }: FormBodyProps) {
  const access = useAccess();
  const held = useMemo(() => heldFields(config, (act) => access.act(config, act)), [config, access]);
  return (
    <>
      {refused && <Alert type="warning" showIcon message={refused} style={{ marginBottom: 24, maxWidth: 780 }} />}
      {formFields(config.fields, mode).map((f) => (
        <FormField key={f.key} field={f} siblings={config.fields} mode={mode} held={held.get(f.key)} />
      ))}
      {part}
      {error && (
        <Alert type="error" showIcon message={error} action={reload && <Suspense fallback={null}><StaleReload reload={reload} /></Suspense>} style={{ marginBottom: 16, maxWidth: 780 }} />
      )}
      <Form.Item label=" " colon={false}>
        <Space>
          {/* submit via the form so antd validates first; busy while saving */}
          <Button type="primary" htmlType="submit" loading={saving} disabled={Boolean(disabled) || Boolean(refused)}>
            保存
          </Button>
          {saveAnd && (
            <Button onClick={saveAnd.onClick} loading={saving} disabled={Boolean(disabled) || Boolean(refused)}>
              {saveAnd.label}
            </Button>
          )}
          {/* not disabled with a refused form's inputs */}
          <Button onClick={back.onClick} disabled={false}>{back.label}</Button>
        </Space>
      </Form.Item>
    </>
  );
}
