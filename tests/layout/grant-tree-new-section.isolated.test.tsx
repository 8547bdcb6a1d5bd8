import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fieldTypes } from "../../src/engine/fields";
import { resourceOffers } from "../../src/engine/page-actions";
import type { FieldConfig } from "../../src/engine/types";
import roleConfig from "../../src/resources/user/role";
import { preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";
import { fixture } from "../integration/drop-in";

/**
 * "A new resource or action appears in the 权限 tree with no edit": the 采购 fixture dropped in
 * where the bundler looks (as tests/integration/new-section.isolated.test.tsx does), and the
 * role form of the running console offers its pages and actions, as its declarations say.
 */
vi.mock("../../src/resources", async (original) => {
  const { withFixtureDeclarations } = await import("../integration/drop-in");
  return withFixtureDeclarations(await original<typeof import("../../src/resources")>());
});
vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const { withFixturePolicy } = await import("../integration/drop-in");
  return { default: withFixturePolicy((await original<{ default: string }>()).default) };
});

withAdminOnDemoApi();
await preloadScreens("role");
const permissions = roleConfig.fields.find((f) => f.key === "permissions") as FieldConfig;
await fieldTypes.tree.preload?.(permissions);

/** The tree node titled `label`. */
const nodeOf = (label: string, root: HTMLElement = document.body) => {
  const found = within(root).getByText(label, { selector: ".ant-tree-title, .ant-tree-title *" }).closest<HTMLElement>(".ant-tree-treenode");
  if (!found) throw new Error(`no tree node ${label}`);
  return found;
};

describe("the 采购 fixture in the role form's 权限 tree", () => {
  it("offers each of its pages with the actions its config declares", async () => {
    const user = setupUser();
    renderResource("role", "/user/role/create");
    for (const section of fixture.sections) {
      await user.type(await screen.findByLabelText("搜索权限"), section.title);
      expect(nodeOf(section.title)).toBeInTheDocument();
      for (const config of fixture.resources.filter((c) => c.section === section.path)) {
        const title = config.menu?.title ?? `${config.label}列表`;
        // the page's node and, right after it, its actions in order
        const page = nodeOf(title);
        const rows = Array.from(document.querySelectorAll<HTMLElement>(".ant-tree-treenode"));
        const at = rows.indexOf(page);
        const offers = resourceOffers(config);
        expect(rows.slice(at + 1, at + 1 + offers.length).map((r) => r.textContent)).toEqual(offers.map((a) => a.label));
      }
      await user.clear(screen.getByLabelText("搜索权限"));
    }
  });
});
