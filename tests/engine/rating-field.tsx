import { Rate } from "antd";
import { registerFieldType } from "../../src/engine/field-types";
import { EMPTY, type FieldType } from "../../src/engine/fields";

/**
 * A field type from outside the engine, written as an app would write one under
 * src/field-types/: 1-5 stars, an integer (so a config may set min / max, checked like an
 * integer field's). This one module declares the name (so a config may say
 * `type: "fixtureRating"`) and registers the module drawing it; no engine file changes.
 * A test's own type: named `fixture…` (never one of the guide's examples), and seen by the
 * tests' typecheck only (tests/tsconfig.json, decision 0035).
 */

declare module "../../src/engine/field-types" {
  interface FieldTypes {
    fixtureRating: "integer";
  }
}

/** 4 → "★★★★☆"; anything but a whole 1-5 → the engine's empty mark. */
export function stars(value: unknown): string {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= 5 ? "★".repeat(n) + "☆".repeat(5 - n) : EMPTY;
}

export const rating = {
  // stars are picked (请选择口碑), and there are five of them
  value: { like: "integer", min: 1, max: 5, prompt: "请选择" },
  column: (value) => stars(value),
  // Form.Item hands the control value / onChange: antd's Rate takes both
  input: () => <Rate count={5} />,
  detail: (value) => stars(value),
} satisfies FieldType;

registerFieldType("fixtureRating", rating);
