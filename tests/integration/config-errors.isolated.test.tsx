import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { App } from "../../src/App";
import { SECTION_ICONS } from "../../src/engine/section-icons";
import { resources } from "../../src/resources";

/**
 * A wrong declaration shows on the page, not only in the console (issue 24, item 3): the
 * app starts with broken files dropped in where the bundler looks (src/resources/, as
 * drop-in.ts does for a sound section), and the page lists every problem in the console's words.
 */
const consoleError = vi.hoisted(() => vi.spyOn(console, "error").mockImplementation(() => undefined));

/** Three files of a section "/fixtureBadcfg" (in the fixtures' namespace: no app section may take it), each wrong in its own way. */
vi.mock("../../src/resources", async (original) => {
  const app = await original<typeof import("../../src/resources")>();
  const { collectDeclarations } = await import("../../src/engine/declarations");
  const supplier = {
    name: "fixtureBadSupplier", label: "供应商", section: "/fixtureBadcfg",
    routes: { list: "/fixtureBadcfg/supplier" }, api: { base: "/merchant/fixtureBadcfg/v1/supplier" },
    fields: [
      { key: "name", label: "名称" },
      { key: "goods_alias", label: "主营商品", type: "relation", relation: { resource: "goods", labelField: "nmae" } },
    ],
  };
  const broken = collectDeclarations(
    {
      "./fixtureBadcfg/section.ts": { default: { path: "/fixtureBadcfg", name: "FixtureBadcfg", title: "坏配置", icon: "purchse", order: 66 } },
      "./fixtureBadcfg/supplier.ts": { default: supplier },
      "./fixtureBadcfg/supplier-copy.ts": { default: { ...supplier, name: "fixtureBadSupplierCopy", fields: supplier.fields.slice(0, 1) } },
      "./fixtureBadcfg/notes.ts": {},
    },
    "src/resources/",
  );
  return {
    sections: [...app.sections, ...broken.sections],
    resources: [...app.resources, ...broken.resources],
    problems: [...(app.problems ?? []), ...(broken.problems ?? [])],
  };
});

const goodsNames = () => {
  const goods = resources.find((c) => c.name === "goods");
  return [...(goods?.fields.map((f) => f.key) ?? []), "alias"].join(", ");
};

describe("a wrong declaration at start-up", () => {
  it("shows every problem on the page in the console's words: file, resource, field, what to do", async () => {
    render(<App />);
    expect(await screen.findByText("资源配置错误，控制台未启动")).toBeInTheDocument();
    const shown = within(screen.getByRole("list", { name: "配置错误" })).getAllByRole("listitem").map((li) => li.textContent);
    // the app's own declarations are sound: what is shown is the dropped-in files' problems
    expect(shown).toEqual([
      "资源配置错误 src/resources/fixtureBadcfg/notes.ts: 没有 default export 一个资源或分区配置（export default defineResource({...}) 或 defineSection({...})）",
      `资源配置错误 src/resources/fixtureBadcfg/section.ts 分区 "/fixtureBadcfg": 未知的图标 "purchse"，可用：${SECTION_ICONS.join(", ")}（见 docs/adding-a-resource.md §1）`,
      // files in the bundler's order: supplier-copy.ts before supplier.ts
      `资源配置错误 src/resources/fixtureBadcfg/supplier.ts "fixtureBadSupplier".routes.list: 路径 "/fixtureBadcfg/supplier" 与 fixtureBadSupplierCopy.list 重复`,
      `资源配置错误 src/resources/fixtureBadcfg/supplier.ts "fixtureBadSupplier".goods_alias: relation.labelField "nmae" 不是资源 "goods" 的字段，可用：${goodsNames()}`,
    ]);
    expect(screen.getByText(/共 4 处/)).toBeInTheDocument();
    // and the console says the same, once
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(shown.join("\n"));
  });
});
