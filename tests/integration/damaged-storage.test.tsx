import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closePersistence } from "../../src/demo/db-persist";
import { signIn } from "../../src/providers/session";
import { announceStorageNotice, DEMO_RESET_NOTICE, resetStorageNotices } from "../../src/providers/storage-notice";
import { buildRoutes } from "../../src/routes/build-routes";
import { sendToLoginOnLogout } from "../../src/routes/session-navigation";
import { DEFAULT_SETTINGS, useSettingsStore } from "../../src/stores/settings-store";
import { DEFAULT_TAB, useTabStore } from "../../src/stores/tab-store";
// the lazy route modules, loaded with the file rather than inside the first (timed) test
import "../../src/access/enforcer";
import "../../src/engine/screens/list-screen";
import "../../src/layout/shell";
import "../../src/pages/login";
import { sections } from "../../src/routes/sections";
import { freshIndexedDb, putStored, reload } from "../demo/idb-kit";
import { withDemoApi } from "../pages/demo-api";

// and the screens the tests open (/goods, /order), with the file: on a loaded machine their first
// load is seconds, which the first test's wait would spend (decision 0086; no longer a raised wait)
await Promise.all(
  sections
    .flatMap((s) => s.children ?? [])
    .filter((r) => r.path === "/goods" || r.path === "/order")
    .map((r) => r.page?.()),
);

/**
 * Stored state is input too (issue 11): with every stored key damaged at once (the demo
 * DB in IndexedDB, settings, tabs, column settings, list memory, remembered mobile), the
 * console starts, signs in and shows its goods and orders, and says once what it reset.
 */

withDemoApi();
afterEach(() => {
  closePersistence();
  sessionStorage.clear();
  resetStorageNotices();
});

/** A page load, first step: the demo API opens its store and says when it repaired it (as src/console-entry.tsx does). */
async function startDemoApi(): Promise<void> {
  const { repaired } = await reload();
  if (repaired) announceStorageNotice(DEMO_RESET_NOTICE);
}

/** Then the persisted stores read theirs and the app renders. */
async function openApp(url: string) {
  await useSettingsStore.persist.rehydrate();
  await useTabStore.persist.rehydrate();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const stop = sendToLoginOnLogout(router);
  render(<RouterProvider router={router} />);
  return { router, stop };
}

const tableRows = () => document.querySelectorAll("tbody tr.ant-table-row").length;

/** Every stored key damaged at once, as in the trials. */
async function damageEverything(): Promise<void> {
  freshIndexedDb();
  await reload();
  // the cases: a goods table of null, a shops table of null, orders that are not rows
  await putStored("records/goods", null);
  await putStored("shops", null);
  await putStored("records/order", [1, "x"]);
  localStorage.setItem("merchant-settings", "{not json");
  localStorage.setItem("merchant-columns-goods", JSON.stringify({ hidden: "sales" }));
  localStorage.setItem("merchant-columns-order", "null");
  localStorage.setItem("merchant-login-mobile", "<b>x</b>");
  sessionStorage.setItem("merchant-tabs", JSON.stringify({ state: { tabs: "garbage" }, version: 0 }));
  sessionStorage.setItem("merchant-list-urls", JSON.stringify({ goods: 42 }));
}

const ADMIN = { mobile: "13800000000", password: "Admin@123", remember: false };

describe("a console whose stored state is damaged", () => {
  beforeEach(damageEverything);

  it("opens /login with 重置演示数据 at hand and no garbage offered as the mobile", async () => {
    await startDemoApi();
    await openApp("/login");
    expect(await screen.findByLabelText("手机号")).toHaveValue("");
    // its antd confirm loads beside the form (decision 0067)
    expect(await screen.findByText("重置演示数据")).toBeInTheDocument();
    expect(await screen.findAllByText("演示数据已重置")).toHaveLength(1);
  });

  it("signs in and lists goods, saying 演示数据已重置 and 界面设置已恢复默认 once each", async () => {
    await startDemoApi();
    // signing in as the login page does (the form itself: tests/pages/login.test.tsx)
    await signIn(ADMIN);
    const app = await openApp("/goods");
    // the console first (the guard's calls, the shell), then its list: two steps, two waits
    await screen.findByText("跳到主要内容");
    await waitFor(() => expect(tableRows()).toBeGreaterThan(0));
    expect(useSettingsStore.getState().theme).toBe(DEFAULT_SETTINGS.theme);
    expect(useTabStore.getState().tabs[0]).toEqual(DEFAULT_TAB);
    expect(screen.getAllByText("演示数据已重置")).toHaveLength(1);
    expect(screen.getAllByText("界面设置已恢复默认")).toHaveLength(1);
    // what could not be read is gone: the next load has nothing to say
    expect(localStorage.getItem("merchant-settings")).not.toBe("{not json");
    expect(localStorage.getItem("merchant-columns-goods")).toBeNull();
    app.stop();
  });

  it("signs in and lists orders", async () => {
    await startDemoApi();
    await signIn(ADMIN);
    const app = await openApp("/order");
    await screen.findByText("跳到主要内容");
    await waitFor(() => expect(tableRows()).toBeGreaterThan(0));
    expect(screen.getAllByText("界面设置已恢复默认")).toHaveLength(1);
    app.stop();
  });
});
