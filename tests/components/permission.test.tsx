import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnforcer, setSessionGrants } from "../../src/access/enforcer";
import { Permission } from "../../src/components/permission";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";

// <Permission> asks casbin's role hierarchy (policy.csv's g lines: admin and user hold '*')
beforeAll(async () => {
  await loadEnforcer();
});

// unmount before resetting the store, so the reset does not update a mounted <Permission>
afterEach(async () => {
  cleanup();
  resetUserStore();
  await setSessionGrants(null);
});

describe("<Permission> (the spec's permission directive)", () => {
  it.each([
    ["admin", ["admin"], true],
    ["user", ["admin"], false],
    ["user", ["admin", "user"], true],
    ["user", ["*"], true],
    ["admin", ["*"], true],
  ] as const)("role %s with roles %j → shown: %s", (role, roles, shown) => {
    useUserStore.setState({ role });
    render(<Permission roles={[...roles]}><button>删除</button></Permission>);
    expect(screen.queryByRole("button", { name: "删除" }) !== null).toBe(shown);
  });

  it("removes its children when nobody is signed in", () => {
    render(<Permission roles={["admin"]}><span>秘密</span></Permission>);
    expect(screen.queryByText("秘密")).toBeNull();
  });

  it("throws 'need roles' when given no roles", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Permission roles={[]}><span>x</span></Permission>)).toThrow("need roles");
    spy.mockRestore();
  });
});

describe("<Permission section page action> (issue 22)", () => {
  const ship = <Permission section="/order" page="/order" action="ship" fallback={<span>无发货权限</span>}><button>发货</button></Permission>;
  const shown = () => screen.queryByRole("button", { name: "发货" }) !== null;

  it("asks the page's action: the admin owner may ship, the user shop's owner may not", () => {
    useUserStore.setState({ role: "admin" });
    const { unmount } = render(ship);
    expect(shown()).toBe(true);
    unmount();
    useUserStore.setState({ role: "user" });
    render(ship);
    expect(shown()).toBe(false);
    expect(screen.getByText("无发货权限")).toBeTruthy();
  });

  it("follows an employee's grants as they are reloaded: the action needs its page's view too", async () => {
    await setSessionGrants(["/order:view", "/order:ship"]);
    useUserStore.setState({ role: "admin", permissions: ["/order:view", "/order:ship"] });
    render(ship);
    expect(shown()).toBe(true);

    await setSessionGrants(["/order:ship"]);
    act(() => useUserStore.setState({ permissions: ["/order:ship"] }));
    expect(shown()).toBe(false);
  });

  it("still throws 'need roles' when given neither roles nor a page", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // @ts-expect-error: the directive's misuse, as a page written in JavaScript could make it
    expect(() => render(<Permission><span>x</span></Permission>)).toThrow("need roles");
    spy.mockRestore();
  });
});
