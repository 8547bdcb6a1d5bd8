import { Rate } from "antd";
import { registerFieldType } from "../../src/engine/field-types";
import { EMPTY, type FieldType } from "../../src/engine/fields";

/**
 * A field type from outside the engine, written as an app would write one under
 * src/field-types/: 1-5 stars. This one module declares the name (so a config may say
 * `type: "rating"`) and registers the module drawing it; no engine file changes.
 */

declare module "../../src/engine/field-types" {
  interface FieldTypes {
    rating: true;
  }
}

/** 4 → "★★★★☆"; anything but a whole 1-5 → the engine's empty mark. */
export function stars(value: unknown): string {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= 5 ? "★".repeat(n) + "☆".repeat(5 - n) : EMPTY;
}

export const rating: FieldType = {
  column: (value) => stars(value),
  // Form.Item hands the control value / onChange: antd's Rate takes both
  input: () => <Rate count={5} />,
  detail: (value) => stars(value),
};

registerFieldType("rating", rating);
