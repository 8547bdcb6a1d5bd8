import { act, cleanup, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { TabBar } from "../../src/layout/tab-bar";
import { resetTabStore, useTabStore } from "../../src/stores/tab-store";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";

/** The tab bar keeps only the pages the session may open, as the guard asks (issue 22). */
afterEach(async () => {
  cleanup();
  resetTabStore();
  resetUserStore();
  await setSessionGrants(null);
});

async function session(grants: string[] | null): Promise<void> {
  await setSessionGrants(grants);
  act(() => useUserStore.setState({ role: "admin", permissions: grants }));
}

const titles = () => Array.from(document.querySelectorAll(".ant-tabs-tab")).map((t) => t.textContent ?? "");
const stored = () => useTabStore.getState().tabs.map((t) => t.path);

function renderBar() {
  const router = createMemoryRouter([{ path: "*", element: <TabBar /> }], { initialEntries: ["/order"] });
  return render(<RouterProvider router={router} />);
}

describe("the tab bar, by the session's grants", () => {
  it("drops the tabs of pages no longer granted, the workplace's too, when the grants change", async () => {
    await session(null);
    useTabStore.setState({ tabs: [{ path: "/dashboard/workplace", title: "工作台" }, { path: "/goods", title: "商品列表" }, { path: "/order?status=1", title: "订单列表" }] });
    renderBar();
    await waitFor(() => expect(titles()).toEqual(["工作台", "商品列表", "订单列表"]));

    await session(["/order:view"]);
    await waitFor(() => expect(titles()).toEqual(["订单列表"]));
    await waitFor(() => expect(stored()).toEqual(["/dashboard/workplace", "/order?status=1"]));
  });
});
