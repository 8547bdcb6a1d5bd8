import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls } from "../pages/demo-api";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, firstColumn, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * The fixture resource's edit, detail and delete screens and its form rules, from the
 * config alone (see fixture-resource.test.tsx), on the real providers over msw.
 */


withResourceDemoApi([brand], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
const PROMPT = "有未保存的修改，确定要离开吗？";

describe("edit, detail and delete screens", () => {
  it("edits a row, shows the change on its detail page, then deletes it after confirming", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand");
    await user.click(within(await findRow("月光文创")).getByText("编辑"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand/edit/br_moon"));
    // the record, loaded into the form (the input is re-created on load: query it again after)
    // as stored: the input does not round or pad (money rules say what is wrong instead)
    await waitFor(() => expect(screen.getByLabelText("保证金")).toHaveValue("5000"));
    const deposit = screen.getByLabelText("保证金");
    expect(screen.getByLabelText("品牌名称")).toHaveValue("月光文创");
    // typing must survive the re-renders it causes (form-screen's select used to reset the form)
    await user.clear(deposit);
    await user.type(deposit, "6000");
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
    // update: the form's fields plus the key and the version it read (decision 0082), nothing
    // read-only (then refetches of what it invalidated)
    expect(callsTo(BASE).filter(([path]) => path !== `${BASE}/list`).slice(0, 2)).toEqual([
      [`${BASE}/detail`, { alias: "br_moon" }],
      [`${BASE}/save`, { name: "月光文创", country: "cn", deposit: 6000, status: 1, alias: "br_moon", updated_at: "2026-01-05 09:00:00" }],
    ]);

    await user.click(within(await findRow("¥6,000.00")).getByText("查看"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand/detail/br_moon"));
    const details = await waitFor(() => {
      const found = document.querySelector<HTMLElement>("[aria-label='品牌详情']");
      if (!found) throw new Error("no details yet");
      return found;
    });
    expect(within(details).getByText("¥6,000.00")).toBeInTheDocument();
    expect(within(details).getByText("中国")).toBeInTheDocument();

    calls.length = 0;
    await user.click(button("删除"));
    const confirm = await waitFor(() => screen.getByText("确定删除这条品牌吗？").closest<HTMLElement>(".ant-popover"));
    await user.click(button("删除", confirm ?? undefined));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
    await waitFor(() => expect(firstColumn()).toEqual(["星河玩具", "樱花工坊"]));
    expect(callsTo(BASE)[0]).toEqual([`${BASE}/del`, { alias: "br_moon" }]);
  });

  it("keeps the typed values and shows the Chinese message on bad input, from the form and from the API", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    const name = await screen.findByLabelText("品牌名称");
    await user.click(button("保存"));
    expect(await screen.findByText("请输入品牌名称")).toBeInTheDocument();
    expect(screen.getByText("请选择产地", { selector: ".ant-form-item-explain-error" })).toBeInTheDocument();

    const error = (text: string) => screen.queryByText(text, { selector: ".ant-form-item-explain-error" });
    await user.click(screen.getByLabelText("产地"));
    await user.click(await screen.findByText("日本", { selector: ".ant-select-item-option-content" }));
    await user.type(screen.getByLabelText("保证金"), "300");
    await user.click(button("保存"));
    // rc-field-form clears a field's errors while it re-validates on submit: wait for the outcome
    await waitFor(() => {
      expect(error("请选择产地")).toBeNull();
      expect(error("请输入品牌名称")).toBeInTheDocument();
    });
    expect(screen.getByLabelText("保证金")).toHaveValue("300");
    expect(callsTo(BASE)).toEqual([]); // the form stopped it
    // max: 20 is said as you type; the text is kept, not cut
    await user.click(name);
    await user.paste("名".repeat(21));
    expect(name).toHaveValue("名".repeat(21));
    expect(await screen.findByText("品牌名称不能超过20个字")).toBeInTheDocument();

    // a name the shop already has: the demo API refuses it (unique) with 422
    await user.clear(name);
    await user.type(name, "月光文创");
    await user.click(button("保存"));
    expect(await screen.findByText("品牌名称已存在", { selector: ".ant-alert-message" })).toBeInTheDocument();
    expect(callsTo(BASE)).toEqual([[`${BASE}/save`, { name: "月光文创", country: "jp", deposit: 300, status: 1 }]]);
    expect(app.at()).toBe("/goods/fixtureBrand/create");
    expect(name).toHaveValue("月光文创");
    expect(screen.getByLabelText("保证金")).toHaveValue("300");

    // what the API refused is still unsaved: 返回 asks first; 留在本页 keeps it all, 离开 leaves
    const ask = async () => {
      await user.click(button("返回"));
      return waitFor(() => {
        const dialog = screen.getByText(PROMPT, { selector: ".ant-modal-confirm-title" }).closest<HTMLElement>(".ant-modal-confirm");
        if (!dialog) throw new Error("no unsaved-changes dialog");
        return dialog;
      });
    };
    await user.click(button("留在本页", await ask()));
    await waitFor(() => expect(screen.queryByText(PROMPT, { selector: ".ant-modal-confirm-title" })).toBeNull());
    expect(app.at()).toBe("/goods/fixtureBrand/create");
    expect(name).toHaveValue("月光文创");
    await user.click(button("离开", await ask()));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
  });

  it("asks once per leave: another navigation while the prompt is open adds no second prompt", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await user.type(await screen.findByLabelText("品牌名称"), "未保存的品牌");
    const prompts = () => screen.queryAllByText(PROMPT, { selector: ".ant-modal-confirm-title" });
    await user.click(button("返回"));
    await waitFor(() => expect(prompts()).toHaveLength(1));
    // a second try to leave while asked (a link, the tab bar, the browser's back)
    await act(() => app.router.navigate("/goods/fixtureBrand"));
    await waitFor(() => expect(app.router.state.blockers.size).toBe(1));
    expect(prompts()).toHaveLength(1);
    const dialog = prompts()[0]?.closest<HTMLElement>(".ant-modal-confirm");
    await user.click(button("留在本页", dialog ?? undefined));
    await waitFor(() => expect(prompts()).toHaveLength(0));
    expect(app.at()).toBe("/goods/fixtureBrand/create");
    expect(screen.getByLabelText("品牌名称")).toHaveValue("未保存的品牌");
  });
});

