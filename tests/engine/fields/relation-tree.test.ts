import { describe, expect, it } from "vitest";
import { treeOf } from "../../../src/engine/fields/relation-tree";

/** A tree select's records drawn as a tree (relation-tree.tsx treeOf). */
const shape = { key: "alias", value: "alias", label: "name", parent: "parent_alias" };

describe("treeOf", () => {
  it("puts each record under the one its parent names, in the order read", () => {
    const rows = [
      { alias: "a", name: "数字藏品", parent_alias: "" },
      { alias: "a1", name: "艺术画作", parent_alias: "a" },
      { alias: "b", name: "实物好物", parent_alias: null },
      { alias: "a2", name: "潮玩手办", parent_alias: "a" },
    ];
    expect(treeOf(rows, shape)).toEqual([
      { value: "a", title: "数字藏品", children: [{ value: "a1", title: "艺术画作" }, { value: "a2", title: "潮玩手办" }] },
      { value: "b", title: "实物好物" },
    ]);
  });

  it("draws a record whose parent is not among them as a root, and a loop of parents not at all twice", () => {
    const rows = [
      { alias: "x", name: "孤儿", parent_alias: "gone" },
      { alias: "self", name: "自己", parent_alias: "self" },
      { alias: "p", name: "甲", parent_alias: "q" },
      { alias: "q", name: "乙", parent_alias: "p" },
    ];
    const tree = treeOf(rows, shape);
    expect(tree.map((n) => n.title)).toEqual(["孤儿", "自己"]);
    // p and q name each other: neither is a root, so neither is drawn (no endless tree)
    expect(JSON.stringify(tree)).not.toContain("甲");
  });
});
