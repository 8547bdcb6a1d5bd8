import type { ReactNode } from "react";
import type { FieldValue } from "../field-types";
import type { FieldConfig } from "../types";
import type { ColumnPlace, ColumnWidth } from "./column-width";

/** What a field-type module gets besides the field: the record and route context. */
export interface FieldContext {
  /** The record being shown or edited (form values while editing). */
  record: Record<string, unknown>;
  /** "create" or "edit" in forms; "list" / "detail" / "filter" elsewhere. */
  mode: "create" | "edit" | "list" | "detail" | "filter";
}

/**
 * One field type of the engine's registry (src/engine/fields/index.ts). Each type is a
 * small module exporting one of these; adding a type is adding one file and one line.
 */
export interface FieldType {
  /** Cell of a list column. */
  column(value: unknown, field: FieldConfig, ctx: FieldContext): ReactNode;
  /** The control inside the form's Form.Item (antd passes value/onChange to it). */
  input(field: FieldConfig, ctx: FieldContext): ReactNode;
  /** Value of a detail row. */
  detail(value: unknown, field: FieldConfig, ctx: FieldContext): ReactNode;
  /** Control of the list's filter form; default: `input`. */
  filter?(field: FieldConfig): ReactNode;
  /** API value → form value (e.g. "2026-01-02" → dayjs). Default: as is. */
  toForm?(value: unknown, field: FieldConfig): unknown;
  /** Form value → API value (e.g. dayjs → "2026-01-02 00:00:00"). Default: as is. */
  fromForm?(value: unknown, field: FieldConfig): unknown;
  /**
   * One filter value read back from the URL, where every value is a string ("2") → the
   * typed value the filter control and the API take (the option's number 2). Default: as is.
   */
  fromUrl?(value: unknown, field: FieldConfig): unknown;
  /** Filter form value → API filter value (e.g. a date range → ["2026-01-01", "2026-01-31"]). */
  fromFilter?(value: unknown, field: FieldConfig): unknown;
  /**
   * Loads the code the type draws with when it is in chunks of its own (lazy-control.tsx:
   * its control, filter and detail). Form and detail screens wait for it so their fields do not
   * pop in; lists never call it (they paint first, then load what they draw).
   */
  preload?(field: FieldConfig): Promise<unknown>;
  /** antd Form.Item `valuePropName` when the control does not use `value` (e.g. "checked"). */
  valuePropName?: string;
  /**
   * How wide its column is, in a list (`"list"`: what `column` shows) or a nested list (`"input"`:
   * the control). Default: free text of at least 120 px. See column-width.ts. `siblings`: the
   * record's other fields, which a template names (template.ts).
   */
  columnWidth?(field: FieldConfig, place: ColumnPlace, siblings: readonly FieldConfig[]): ColumnWidth;
  /**
   * The value in plain words, as an export's cell holds it (export-csv.ts), when the record
   * changes what it says (an unpaid order's 实付 is 0). Default: by the type it is like.
   */
  text?(value: unknown, field: FieldConfig, record: Readonly<Record<string, unknown>>): string;
  /** Shown as a list column unless the field says otherwise. Default true. */
  listByDefault?: boolean;
  /**
   * Its list cell shows a picture this many pixels square (image, images: the thumbnail), which
   * a list's skeleton row draws as a block of that size while the first page loads
   * (list-skeleton.tsx). Default: a line of text.
   */
  listPicture?: number;
  /**
   * An app's type: what its value is, so that the form, the demo API and the contract check
   * it as the engine type it is like (src/engine/field-types.ts). The engine's own types
   * leave it out: their rules are their own (validation.ts).
   */
  value?: FieldValue;
}
