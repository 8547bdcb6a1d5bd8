import { describe, expect, it } from "vitest";
import { logout } from "../../src/providers/session";
import { getToken, setToken } from "../../src/providers/token";
import { useMenuStore } from "../../src/stores/menu-store";
import { DEFAULT_TAB, useTabStore } from "../../src/stores/tab-store";
import { useUserStore } from "../../src/stores/user-store";

describe("logout", () => {
  it("clears the four stores: token cookie, user info, tab bar, server menu", () => {
    setToken("t", true);
    useUserStore.setState({
      user: { alias: "u1", nickname: "王店长", mobile: "13800000000", avatar: "", created_at: "2026-01-01 00:00:00" },
      shop: { alias: "s1", name: "星河", logo: "", verify_status: 2 },
      role: "admin",
    });
    useTabStore.getState().open({ path: "/goods", title: "商品列表" });
    useMenuStore.setState({ items: [{ path: "/goods", name: "Goods", title: "商品管理", sort: 1, status: 1 }] });
    expect(useTabStore.getState().tabs).toHaveLength(2);

    logout();

    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState()).toMatchObject({ user: null, shop: null, role: null });
    expect(useTabStore.getState().tabs).toEqual([DEFAULT_TAB]);
    expect(JSON.parse(sessionStorage.getItem("merchant-tabs") ?? "{}").state.tabs).toEqual([DEFAULT_TAB]);
    expect(useMenuStore.getState().items).toBeNull();
  });
});
