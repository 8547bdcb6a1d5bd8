import { Input } from "antd";
import { registerFieldType } from "../../src/engine/field-types";
import { EMPTY, type FieldType } from "../../src/engine/fields";

/**
 * A second app-style field type (see rating-field.tsx): a short code typed in capitals, its
 * value text of at most 8 characters, so a config may add `pattern`, `min` or a lower `max`.
 */

declare module "../../src/engine/field-types" {
  interface FieldTypes {
    fixtureCode: "text";
  }
}

const shown = (value: unknown) => (typeof value === "string" && value ? value : EMPTY);

export const code = {
  value: { like: "text", max: 8 },
  column: shown,
  input: () => <Input style={{ textTransform: "uppercase" }} />,
  detail: shown,
} satisfies FieldType;

registerFieldType("fixtureCode", code);
