import { describe, expect, it } from "vitest";
import { BUILTIN_FIELD_TYPES, type BuiltinFieldTypeName } from "../../../src/engine/field-types";
import { fieldTypeOf, fieldTypes } from "../../../src/engine/fields";

const names: BuiltinFieldTypeName[] = [
  "text", "textarea", "password", "number", "integer", "money", "percent", "enum", "flag",
  "date", "datetime", "image", "images", "richtext", "relation", "region", "tags", "tree", "list",
];

describe("field-type registry", () => {
  it("has a module with column, input and detail for every type", () => {
    expect(Object.keys(fieldTypes).sort()).toEqual([...names].sort());
    expect([...BUILTIN_FIELD_TYPES].sort()).toEqual([...names].sort());
    for (const name of names) {
      const t = fieldTypes[name];
      expect(typeof t.column, name).toBe("function");
      expect(typeof t.input, name).toBe("function");
      expect(typeof t.detail, name).toBe("function");
    }
  });

  it("looks a field's type up, text by default", () => {
    expect(fieldTypeOf({ key: "a", label: "A" })).toBe(fieldTypes.text);
    expect(fieldTypeOf({ key: "a", label: "A", type: "money" })).toBe(fieldTypes.money);
  });

  it("keeps long or secret types out of list columns by default", () => {
    const hidden = names.filter((n) => fieldTypes[n].listByDefault === false).sort();
    expect(hidden).toEqual(["images", "list", "password", "richtext", "textarea", "tree"]);
  });
});
