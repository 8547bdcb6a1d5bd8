import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { listUrlOf, rememberListUrl } from "../../src/engine/list-memory";
import { useHiddenColumns } from "../../src/engine/screens/column-chooser";
import { readRememberedMobile } from "../../src/pages/auth/remembered-mobile";
import { resetStorageNotices, SETTINGS_RESET_NOTICE, takeStorageNotices } from "../../src/providers/storage-notice";
import { DEFAULT_SETTINGS, useSettingsStore } from "../../src/stores/settings-store";
import { DEFAULT_TAB, useTabStore } from "../../src/stores/tab-store";

/**
 * Every stored key of the interface, damaged each way the issue tried (invalid JSON, null,
 * wrong types): the reader falls back to its defaults, removes the value, and the notice
 * 界面设置已恢复默认 is queued once.
 */

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageNotices();
  useSettingsStore.getState().reset();
  useTabStore.setState({ tabs: [DEFAULT_TAB] });
});

const persisted = (state: unknown) => JSON.stringify({ state, version: 0 });
const BAD = ["{not json", "null", "42", '"text"', "[]"];

describe("stored interface state is checked when read", () => {
  it.each([
    ...BAD,
    persisted(null),
    persisted({ theme: "purple" }),
    persisted({ menuWidth: "wide" }),
    persisted({ colorPrimary: "red; background:url(x)" }),
    persisted({ navbar: "yes" }),
  ])("settings %s → defaults, once", async (raw) => {
    localStorage.setItem("merchant-settings", raw);
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(localStorage.getItem("merchant-settings")).not.toBe(raw);
    expect(takeStorageNotices()).toEqual([SETTINGS_RESET_NOTICE]);
  });

  it("settings: a valid stored copy (even lacking newer fields) is kept, silently", async () => {
    localStorage.setItem("merchant-settings", persisted({ theme: "dark", menuWidth: 300 }));
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({ ...DEFAULT_SETTINGS, theme: "dark", menuWidth: 300 });
    expect(takeStorageNotices()).toEqual([]);
  });

  it.each([...BAD, persisted({ tabs: "garbage" }), persisted({ tabs: [null] }), persisted({ tabs: [{ path: "//evil.example", title: "x" }] })])(
    "tab bar %s → the default tab",
    async (raw) => {
      useTabStore.setState({ tabs: [DEFAULT_TAB, { path: "/goods", title: "商品" }] });
      sessionStorage.setItem("merchant-tabs", raw);
      await useTabStore.persist.rehydrate();
      expect(useTabStore.getState().tabs).toEqual([DEFAULT_TAB, { path: "/goods", title: "商品" }]);
      expect(takeStorageNotices()).toEqual([SETTINGS_RESET_NOTICE]);
    },
  );

  it.each([...BAD, JSON.stringify({ goods: 42 }), JSON.stringify({ goods: "//evil.example/goods" })])("list memory %s → the plain list path", (raw) => {
    sessionStorage.setItem("merchant-list-urls", raw);
    expect(listUrlOf("goods", "/goods")).toBe("/goods");
    // and remembering works again afterwards
    rememberListUrl("goods", "/goods?page=2");
    expect(listUrlOf("goods", "/goods")).toBe("/goods?page=2");
    expect(takeStorageNotices()).toEqual([SETTINGS_RESET_NOTICE]);
  });

  it.each([...BAD.filter((raw) => raw !== "[]"), JSON.stringify({ hidden: "sales" }), JSON.stringify([1, 2])])(
    "column settings %s → the config's hidden columns",
    (raw) => {
      localStorage.setItem("merchant-columns-goods", raw);
      const { result } = renderHook(() => useHiddenColumns("goods", ["sort"]));
      expect(result.current[0]).toEqual(["sort"]);
      expect(localStorage.getItem("merchant-columns-goods")).toBeNull();
      expect(takeStorageNotices()).toEqual([SETTINGS_RESET_NOTICE]);
    },
  );

  it("several damaged keys in one page load: one notice", async () => {
    localStorage.setItem("merchant-settings", "null");
    sessionStorage.setItem("merchant-list-urls", "{");
    localStorage.setItem("merchant-columns-order", "{}");
    await useSettingsStore.persist.rehydrate();
    listUrlOf("order", "/order");
    renderHook(() => useHiddenColumns("order", []));
    expect(takeStorageNotices()).toEqual([SETTINGS_RESET_NOTICE]);
  });

  it("the remembered mobile is offered back only when it is a mobile number", () => {
    localStorage.setItem("merchant-login-mobile", "<img src=x>");
    expect(readRememberedMobile()).toBeUndefined();
    localStorage.setItem("merchant-login-mobile", "13800000000");
    expect(readRememberedMobile()).toBe("13800000000");
  });
});
