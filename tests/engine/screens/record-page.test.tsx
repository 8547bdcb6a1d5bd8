import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Rec } from "../../../src/engine/types";
import { request } from "../../../src/providers/http";
import { resources } from "../../../src/resources";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "../resource-harness";

/**
 * A custom record page's buttons (order-actions.tsx's 发货 / 核销提货 / 备注, refund-detail.tsx's
 * 同意 / 拒绝) stand apart with the layout's gap (issue 23: they ran together, drawn by one
 * component inside one Space item). On the demo API, through the real providers.
 */
withAdminOnDemoApi();
await preloadScreens("order");
await preloadScreens("refund");

/** The element `label` is written in, as a button's text (antd spaces two characters: "发 货"). */
const buttonOf = (label: string): HTMLElement | undefined =>
  within(document.body)
    .queryAllByText(new RegExp(`^${[...label].join("\\s*")}$`))
    .map((n) => n.closest("button"))
    .find((b): b is HTMLButtonElement => b !== null);

/**
 * Whether two buttons are laid out apart: their nearest common box is a Space, a Flex with a
 * gap or a box with a gap of its own, each in a child of its own, not two buttons run together.
 */
function apart(a: HTMLElement, b: HTMLElement): boolean {
  let common = a.parentElement;
  while (common && !common.contains(b)) common = common.parentElement;
  if (!common) return false;
  const own = (el: HTMLElement) => Array.from(common.children).find((c) => c.contains(el));
  const gap = /(^|\s)(ant-space|ant-flex-gap-\w+)(\s|$)/.test(common.className) || parseFloat(common.style.columnGap) > 0;
  return own(a) !== own(b) && gap;
}

/** The first record the resource's list call answers for `filter`, its page opened at `path` + its key. */
async function openFirst(name: string, filter: Record<string, string>, path: string) {
  const config = resources.find((c) => c.name === name);
  if (!config) throw new Error(`no resource ${name}`);
  const page = await request<{ list: Rec[] }>(`${config.api.base}/${config.api.list ?? "list"}`, { page: 1, page_size: 1, ...filter });
  const key = config.api.key ?? "alias";
  renderResource(name, `${path}${String(page.list[0]?.[key])}`);
}

describe("a record page's buttons", () => {
  it("order to ship: 发货 (or 核销提货) and 备注 apart", async () => {
    await openFirst("order", { status: "WAIT_SEND" }, "/order/");
    const remark = await waitFor(() => buttonOf("备注") ?? Promise.reject(new Error("no 备注")));
    const ship = buttonOf("发货") ?? buttonOf("核销提货");
    expect(ship).toBeDefined();
    expect(apart(ship as HTMLElement, remark)).toBe(true);
  });

  it("pending after-sales request: 同意 and 拒绝 apart", async () => {
    await openFirst("refund", { status: "PENDING" }, "/order/refund/");
    const agree = await waitFor(() => buttonOf("同意") ?? Promise.reject(new Error("no 同意")));
    expect(apart(agree, buttonOf("拒绝") as HTMLElement)).toBe(true);
  });
});
