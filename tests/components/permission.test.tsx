import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnforcer } from "../../src/access/enforcer";
import { Permission } from "../../src/components/permission";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";

// <Permission> asks casbin's role hierarchy (policy.csv's g lines: admin and user hold '*')
beforeAll(async () => {
  await loadEnforcer();
});

// unmount before resetting the store, so the reset does not update a mounted <Permission>
afterEach(() => {
  cleanup();
  resetUserStore();
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
