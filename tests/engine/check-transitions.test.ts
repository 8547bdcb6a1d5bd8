import { describe, expect, it } from "vitest";
import { resourceProblems } from "../../src/engine/check-config";
import type { SectionConfig } from "../../src/engine/section-types";
import type { ActionConfig, ResourceConfig } from "../../src/engine/types";
import { resources, sections } from "../../src/resources";

/**
 * The start-up check of a call action's `transition` (check-transitions.ts, decision 0119): each
 * rule breaks one valid config, and the problem names the resource, the action and what is wrong.
 */

const SECTIONS: SectionConfig[] = [{ path: "/goods", name: "goods", title: "商品", order: 1 }];

const order: ResourceConfig = {
  name: "voucher",
  label: "采购单",
  section: "/goods",
  routes: { list: "/goods/voucher" },
  api: { base: "/merchant/goods/v1/voucher" },
  operations: ["list"],
  tabs: { field: "status" },
  fields: [
    { key: "sn", label: "单号" },
    { key: "kind", label: "类型" },
    { key: "status", label: "状态", type: "enum", options: [{ value: "draft", label: "草稿" }, { value: "pending", label: "待审核" }] },
    { key: "approved_at", label: "审核时间", type: "datetime", readOnly: true },
  ],
  actions: [{ key: "submit", label: "提交审核", kind: "call", api: "submit", transition: { from: "draft", to: "pending", set: { approved_at: "$now" } } }],
};

/** The problems of `order` with its action changed by `change` (and the config by `config`). */
function problemsOf(change: Partial<Extract<ActionConfig, { kind: "call" }>>, config: Partial<ResourceConfig> = {}): string[] {
  const [submit] = order.actions ?? [];
  const action = { ...submit, ...change } as ActionConfig;
  return resourceProblems([{ ...order, ...config, actions: [action] }], SECTIONS).map((e) => e.message);
}

describe("a transition's check", () => {
  it("passes a valid one, and every transition of the app", () => {
    expect(problemsOf({})).toEqual([]);
    const app = resourceProblems(resources, sections).filter((e) => e.message.includes(".transition"));
    expect(app).toEqual([]);
  });

  it.each([
    ["no field and no tabs", { transition: { from: "draft", to: "pending" } }, { tabs: undefined }, "需要 field（状态字段），或在资源上声明 tabs"],
    ["a field that is not one", { transition: { field: "stauts", from: "draft", to: "pending" } }, {}, 'field "stauts" 不是本资源的字段'],
    ["a field that is not an enum", { transition: { field: "kind", from: "draft", to: "pending" } }, {}, '状态字段 "kind" 须是带 options 的 enum 字段'],
    ["a from that is no option", { transition: { from: ["draft", "done"], to: "pending" } }, {}, 'from 的值 "done" 不是字段 "status" 的选项，可用：draft, pending'],
    ["a to that is no option", { transition: { from: "draft", to: "approved" } }, {}, 'to 的值 "approved" 不是字段 "status" 的选项'],
    ["a set of no field", { transition: { from: "draft", to: "pending", set: { approver: "$user" } } }, {}, 'set 中的 "approver" 不是本资源的字段'],
    ["a set of the status", { transition: { from: "draft", to: "pending", set: { status: "draft" } } }, {}, 'set 不能写状态字段 "status"'],
    ["a toolbar action", { scope: "toolbar", transition: { from: "draft", to: "pending" } }, {}, '状态变更作用于记录：scope 须为 "row" 或 "batch"'],
    ["an unknown $ word", { transition: { from: "draft", to: "pending", set: { approved_at: "$today" } } }, {}, 'set.approved_at 的 "$today" 未知，可用：$now, $user, $userAlias'],
  ] as const)("refuses %s, naming the action", (_, change, config, message) => {
    const problems = problemsOf(change as never, config as Partial<ResourceConfig>);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"voucher".actions.submit.transition');
    expect(problems[0]).toContain(message);
  });
});
