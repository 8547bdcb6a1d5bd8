// Issue 25 item 3: the contract names the bounds the form and the demo API check, for every
// number-like field a save request carries: its declared ones, else ±Number.MAX_SAFE_INTEGER.
import { describe, expect, it } from "vitest";
import { fieldSchema, formFields } from "../../src/engine/contract/field-schema";
import type { FieldConfig } from "../../src/engine/types";
import { isNumeric } from "../../src/engine/validation";
import { resources } from "../../src/resources";

/** Every number-like field of a save request, sub-records of lists included, with its resource. */
function numberFields(fields: FieldConfig[], where: string): [string, FieldConfig][] {
  return formFields(fields).flatMap((f) => [
    ...(isNumeric(f) ? [[`${where} ${f.label}`, f] as [string, FieldConfig]] : []),
    ...numberFields(f.fields ?? [], `${where} ${f.label}`),
  ]);
}

const FIELDS = resources.flatMap((r) => numberFields(r.fields, r.label));

describe("the contract's bounds of number-like fields", () => {
  it("finds fields with no declared ceiling among them", () => {
    expect(FIELDS.some(([, f]) => f.max === undefined)).toBe(true);
  });

  it.each(FIELDS)("%s: its declared bounds, else the safe ones", (_name, field) => {
    expect(fieldSchema(field, "request")).toMatchObject({
      minimum: field.min ?? -Number.MAX_SAFE_INTEGER,
      maximum: field.max ?? Number.MAX_SAFE_INTEGER,
    });
  });
});
