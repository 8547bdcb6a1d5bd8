import { describe, expect, it } from "vitest";
import { fieldTypeOf, fieldTypes } from "../../../src/engine/fields";
import type { FieldTypeName } from "../../../src/engine/types";

const names: FieldTypeName[] = [
  "text", "textarea", "password", "number", "integer", "money", "percent", "enum", "flag",
  "date", "datetime", "image", "images", "richtext", "relation", "region", "tags", "tree", "list",
];

describe("field-type registry", () => {
  it("has a module with column, input and detail for every type", () => {
    expect(Object.keys(fieldTypes).sort()).toEqual([...names].sort());
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
