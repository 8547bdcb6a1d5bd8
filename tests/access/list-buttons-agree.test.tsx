import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { resourceOffers } from "../../src/engine/page-actions";
import type { ResourceConfig } from "../../src/engine/types";
import { useUserStore } from "../../src/stores/user-store";
import { brand, brandSeeds } from "../engine/fixture-brand";
import { firstColumn, renderResource, withResourceDemoApi } from "../engine/resource-harness";
import { oracle, type Who } from "./page-questions";

/**
 * A list's buttons ask for their action (issue 22): drawn through the real providers and the
 * demo API for the owner, for an employee who may only view the page, and for one whose grants
 * narrow while the list is open. Which button needs which action comes from the config.
 */
const brands: ResourceConfig = {
  ...brand,
  tabs: undefined,
  operations: ["list", "detail", "create", "edit", "delete", "batchDelete"],
  actions: [
    { key: "online", label: "上线/下线", kind: "toggle", api: "online", field: "status", values: [1, 2], labels: ["下线", "上线"] },
    { key: "audit", label: "复核", kind: "call", api: "audit" },
    { key: "sync", label: "同步品牌", kind: "call", api: "sync", scope: "toolbar" },
  ],
};
withResourceDemoApi([brands], brandSeeds);
// the enforcer is module state, shared with the next test files of this worker: back to an owner's
afterEach(async () => {
  await setSessionGrants(null);
});

const PAGE = brands.routes.list;
/** Each button's text and the action it needs on the page. */
const BUTTONS: [RegExp, string][] = [
  [/^新建品牌$/, "create"], [/^编\s*辑$/, "edit"], [/^删\s*除$/, "delete"], [/^批量删除$/, "delete"], [/^导\s*出$/, "export"],
  [/^[上下]\s*线$/, "online"], [/^复\s*核$/, "audit"], [/^同步品牌$/, "sync"],
];
const every = resourceOffers(brands).map((a) => grantKey(PAGE, a.key));
const shows = (text: RegExp) => within(document.body).queryAllByText(text).length > 0;
const headers = () => Array.from(document.querySelectorAll(".ant-table-thead th")).map((th) => th.textContent ?? "");

async function session(who: Who): Promise<void> {
  await setSessionGrants(who.grants);
  act(() => useUserStore.setState({ role: who.role, permissions: who.grants }));
}

/** Opens the first row's 更多 menu, if its buttons do not all fit the row: its items count as the row's buttons. */
function openRowMenu(): void {
  const more = document.querySelector<HTMLElement>(".ant-table-tbody tr.ant-table-row button[aria-haspopup]:not([aria-expanded=true])");
  if (more) fireEvent.click(more);
}

async function expectButtonsOf(who: Who): Promise<void> {
  const may = await oracle(who);
  await waitFor(() => expect(shows(/^查\s*看$/)).toBe(true));
  openRowMenu();
  for (const [text, action] of BUTTONS) expect(shows(text), `${String(text)} (${action})`).toBe(may(who.role, brands.section, PAGE, action));
}

describe("a list's buttons, by the session's grants", () => {
  it("the owner of the admin shop sees every button the page offers", async () => {
    const owner: Who = { name: "owner", role: "admin", grants: null };
    await session(owner);
    renderResource(brands.name, PAGE);
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    await expectButtonsOf(owner);
    for (const [text] of BUTTONS) expect(shows(text), String(text)).toBe(true);
  });

  it("an employee who may only view the page gets 查看 and nothing else", async () => {
    const viewer: Who = { name: "viewer", role: "admin", grants: [grantKey(PAGE, VIEW)] };
    await session(viewer);
    renderResource(brands.name, PAGE);
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    await expectButtonsOf(viewer);
    for (const [text] of BUTTONS) expect(shows(text), String(text)).toBe(false);
    expect(document.querySelector(".ant-table-selection-column")).toBeNull();
  });

  it("an open list loses the buttons of grants taken away, and its 操作 column with the last one", async () => {
    const lead: Who = { name: "lead", role: "admin", grants: every };
    await session(lead);
    renderResource(brands.name, PAGE);
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    await expectButtonsOf(lead);

    const narrowed: Who = { ...lead, grants: [grantKey(PAGE, VIEW), grantKey(PAGE, "audit")] };
    await session(narrowed);
    await waitFor(() => expect(shows(/^编\s*辑$/)).toBe(false));
    await expectButtonsOf(narrowed);
    expect(headers()).toContain("操作");

    // without view the page shows nothing it could act on
    await session({ ...lead, grants: [grantKey(PAGE, "audit")] });
    await waitFor(() => expect(headers()).not.toContain("操作"));
    expect(shows(/^复\s*核$/)).toBe(false);
  });
});
