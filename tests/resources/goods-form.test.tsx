import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/** 新建商品 on the app's demo API: a field's hint shows where and when it applies (conditional `help`). */

withAdminOnDemoApi();
await preloadScreens("goods");

/** The form item (label, input and hint) of a label. */
const itemOf = (form: HTMLElement, label: string): HTMLElement => {
  const item = within(form).getByText(label, { selector: "label" }).closest<HTMLElement>(".ant-form-item");
  if (!item) throw new Error(`no form item ${label}`);
  return item;
};

describe("商品表单 hints", () => {
  it("says how each type counts its stock: a 数字藏品 from its 发行量, 卡密商品 from their keys, neither asked", async () => {
    const user = setupUser();
    renderResource("goods", "/goods/create");
    const form = await screen.findByRole("form", { name: "商品表单" });
    // 数字藏品 (the default type): 发行量, a 库存 counted from it (decision 0063), no word of 卡密
    expect(itemOf(form, "发行量")).toBeInTheDocument();
    expect(within(form).queryByText("库存", { selector: "label" })).toBeNull();
    expect(within(itemOf(form, "商品类型")).getByText(/数字藏品的库存由发行量算出/)).toBeInTheDocument();
    expect(within(form).queryByText(/卡密/)).toBeNull();

    await user.click(within(itemOf(form, "商品类型")).getByRole("combobox"));
    await user.click(await screen.findByTitle("卡密商品"));
    await waitFor(() => expect(within(itemOf(form, "商品类型")).getByText(/卡密商品的库存为未售出卡密数/)).toBeInTheDocument());
    expect(within(form).queryByText("库存", { selector: "label" })).toBeNull();
  });
});

describe("商品表单's 分类", () => {
  it("is a tree: each 二级分类 under its 一级, any of them picked (issue 49)", async () => {
    const user = setupUser();
    renderResource("goods", "/goods/create");
    const form = await screen.findByRole("form", { name: "商品表单" });
    await user.click(within(itemOf(form, "分类")).getByRole("combobox"));
    const tree = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-select-tree");
      if (!found) throw new Error("no tree yet");
      return found;
    });
    const node = async (title: string) => {
      const hit = await within(tree).findByTitle(title);
      const treeNode = hit.closest<HTMLElement>(".ant-select-tree-treenode");
      if (!treeNode) throw new Error(`no node ${title}`);
      return treeNode;
    };
    // a child is drawn one level in from its parent (antd's indent units), after it
    const [parent, child] = [await node("数字藏品"), await node("潮玩手办")];
    const indent = (n: HTMLElement) => n.querySelectorAll(".ant-select-tree-indent-unit").length;
    expect(indent(parent)).toBe(0);
    expect(indent(child)).toBe(1);
    expect(parent.compareDocumentPosition(child) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(child).getByTitle("潮玩手办"));
    await waitFor(() => expect(itemOf(form, "分类").querySelector(".ant-select-selection-item")).toHaveTextContent("潮玩手办"));
  });
});
