import { afterAll, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { refineResources } from "../../src/engine/api-meta";
import { accessControlProvider } from "../../src/providers/access-control";
import { resources } from "../../src/resources";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";

/** refine's access control asks the page's action for each of refine's own (issue 22). */
const order = refineResources(resources).find((r) => r.list === "/order");
const ask = async (action: string) => (await accessControlProvider.can({ resource: "order", action, params: { resource: order } })).can;

afterAll(async () => {
  resetUserStore();
  await setSessionGrants(null);
});

describe("accessControlProvider", () => {
  it("maps list and show to view, clone to create, and asks edit, delete, export and a page's own action as they are", async () => {
    const grants = ["/order:view", "/order:ship", "/order:export"];
    await setSessionGrants(grants);
    useUserStore.setState({ role: "admin", permissions: grants });
    const answers = Object.fromEntries(await Promise.all(["list", "show", "create", "clone", "edit", "delete", "export", "ship", "close"].map(async (a) => [a, await ask(a)] as const)));
    expect(answers).toEqual({ list: true, show: true, create: false, clone: false, edit: false, delete: false, export: true, ship: true, close: false });
  });

  it("gives the owner of the admin shop every action, the user shop's owner none on an admin section", async () => {
    await setSessionGrants(null);
    useUserStore.setState({ role: "admin", permissions: null });
    expect(await ask("delete")).toBe(true);
    expect(await ask("ship")).toBe(true);
    useUserStore.setState({ role: "user" });
    expect(await ask("list")).toBe(false);
  });
});
