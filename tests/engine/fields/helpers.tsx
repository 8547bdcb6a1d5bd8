/** Shared by the field-type tests: console guard, cell / detail / input renderers. */
import { cleanup, configure, render, screen, type RenderResult } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { Button, ConfigProvider, Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { EngineProvider, type EngineAccess } from "../../../src/engine/engine-context";
import { fieldTypeOf } from "../../../src/engine/fields";
import type { FieldContext } from "../../../src/engine/fields/field-type";
import { formRules } from "../../../src/engine/fields/form-rules";
import type { CrudFilter } from "@refinedev/core";
import type { FieldConfig, ResourceConfig } from "../../../src/engine/types";

type Rec = Record<string, unknown>;

// Role queries skip the visibility check (getComputedStyle on every node over antd's styles
// is the slowest thing in these tests); the pages here show everything they render.
configure({ defaultHidden: true });

/** Fails the test on any console.error (antd warnings, React act warnings…). */
export function failOnConsoleError(): void {
  let spy: MockInstance<typeof console.error>;
  beforeEach(() => {
    spy = vi.spyOn(console, "error");
  });
  afterEach(() => {
    const calls = spy.mock.calls.map((args) => args.map(String).join(" "));
    spy.mockRestore();
    cleanup(); // before failing, so the next test starts from an empty page
    expect(calls).toEqual([]);
  });
}

/** The resources the engine is handed while a test file runs (a relation's other resource). */
let engineResources: ResourceConfig[] = [];
const openToAll: EngineAccess = { canOpen: () => true, canAct: () => true };

/** Test lifecycle: the engine knows these resources (as the app hands it its own). */
export function withEngineResources(configs: ResourceConfig[]): void {
  beforeEach(() => {
    engineResources = configs;
  });
  afterEach(() => {
    engineResources = [];
  });
}

/** No click waves (each reads computed styles, slow in jsdom); the engine's resources. */
const Quiet = ({ children }: { children: ReactNode }) => (
  <ConfigProvider wave={{ disabled: true }}>
    <EngineProvider resources={engineResources} access={openToAll}>
      {children}
    </EngineProvider>
  </ConfigProvider>
);

/** Renders a list cell. */
export function renderColumn(field: FieldConfig, value: unknown, record: Rec = {}): RenderResult {
  const ctx: FieldContext = { record: { ...record, [field.key]: value }, mode: "list" };
  return render(<div data-testid="cell">{fieldTypeOf(field).column(value, field, ctx)}</div>, { wrapper: Quiet });
}

/** Renders a detail value. */
export function renderDetail(field: FieldConfig, value: unknown, record: Rec = {}): RenderResult {
  const ctx: FieldContext = { record: { ...record, [field.key]: value }, mode: "detail" };
  return render(<div data-testid="detail">{fieldTypeOf(field).detail(value, field, ctx)}</div>, { wrapper: Quiet });
}


export interface InputHarness extends RenderResult {
  form: FormInstance;
  /** The form value of the field. */
  value(): unknown;
  /** The value sent to the API (fromForm of the form value). */
  apiValue(): unknown;
}

/**
 * Renders the field's input the way the form screen does: inside a Form.Item (list fields
 * render their own Form.List), with the API record converted by toForm.
 */
export function renderInput(
  field: FieldConfig,
  { record = {}, mode = "create", siblings = [field], extra }: { record?: Rec; mode?: "create" | "edit"; siblings?: FieldConfig[]; extra?: ReactNode } = {},
): InputHarness {
  const type = fieldTypeOf(field);
  const initial = { ...record };
  if (field.key in record && type.toForm) initial[field.key] = type.toForm(record[field.key], field);
  const holder: { form?: FormInstance } = {};
  function Harness() {
    const [form] = Form.useForm();
    holder.form = form;
    const ctx: FieldContext = { record, mode };
    return (
      <Form form={form} initialValues={initial}>
        {field.type === "list" ? (
          type.input(field, ctx)
        ) : (
          <Form.Item
            name={field.key}
            label={field.label}
            valuePropName={type.valuePropName}
            rules={formRules(field, siblings, () => form.getFieldsValue(true) as Rec)}
          >
            {type.input(field, ctx)}
          </Form.Item>
        )}
        {extra}
        <Button htmlType="submit">submit</Button>
      </Form>
    );
  }
  const utils = render(<Harness />, { wrapper: Quiet });
  const form = holder.form as FormInstance;
  const value = () => form.getFieldValue(field.key) as unknown;
  return {
    ...utils,
    form,
    value,
    apiValue: () => (type.fromForm ? type.fromForm(value(), field) : value()),
  };
}

/** Renders the field's filter control inside a Form.Item, as the list's filter bar does. */
export function renderFilter(field: FieldConfig): InputHarness {
  const type = fieldTypeOf(field);
  const holder: { form?: FormInstance } = {};
  function Harness() {
    const [form] = Form.useForm();
    holder.form = form;
    return (
      <Form form={form} layout="inline">
        <Form.Item name={field.key} label={field.label} valuePropName={type.valuePropName}>
          {type.filter ? type.filter(field) : type.input(field, { record: {}, mode: "filter" })}
        </Form.Item>
      </Form>
    );
  }
  const utils = render(<Harness />, { wrapper: Quiet });
  const form = holder.form as FormInstance;
  const value = () => form.getFieldValue(field.key) as unknown;
  return { ...utils, form, value, apiValue: () => (type.fromFilter ? type.fromFilter(value(), field) : value()) };
}

/**
 * user-event without the pauses between keystrokes and without the pointer-events check
 * on every click (getComputedStyle over antd's styles is slow in jsdom).
 */
export const setupUser = (): UserEvent =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Submits the harness form (validating it) the way a person does. */
export async function submit(user: UserEvent): Promise<void> {
  await user.click(screen.getByText("submit").closest("button") as HTMLButtonElement);
}

/** The open Select dropdown's option with this label. */
export const optionSelector = ".ant-select-item-option-content";

/** A list of one filter field, as read back from the URL (every value a string). */
export function urlFilterList(field: FieldConfig, value: string | string[]): { config: ResourceConfig; filters: CrudFilter[] } {
  const config: ResourceConfig = { name: "fixtureUrlTest", label: "测试", section: "/fixtureTest", routes: { list: "/fixtureTest" }, api: { base: "/fixtureTest" }, fields: [field] };
  return { config, filters: [{ field: field.key, operator: "eq", value }] };
}
