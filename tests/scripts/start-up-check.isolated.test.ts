import { afterEach, describe, expect, it, vi } from "vitest";
import type { Declarations } from "../../src/engine/declarations";

/**
 * Issue 35 item 9c: npm run access:report runs the app's start-up check first (the same list
 * the page shows, with the demo's handlers) and names each problem by its file: an unknown
 * section icon names the section's section.ts (it named the grant catalogue before). Each
 * test loads the declarations afresh under its own mock.
 */
async function reportProblems(): Promise<string[]> {
  const { startUpProblems } = await import("../../scripts/start-up-check");
  return startUpProblems();
}

afterEach(() => {
  vi.doUnmock("../../src/engine/declarations");
  vi.resetModules();
});

describe("the access report's check of the declarations", () => {
  it("names an unknown icon by the section.ts it is written in", async () => {
    vi.doMock("../../src/engine/declarations", async (original) => {
      const real = await original<typeof import("../../src/engine/declarations")>();
      return { ...real, collectDeclarations: (m: Record<string, { default?: unknown }>, root: string): Declarations => {
        // as if src/resources/warehouse/section.ts were there, with an icon the menu has not
        const warehouse = { path: "/warehouse", name: "Warehouse", title: "仓库", order: 300, icon: "forklift" };
        return real.collectDeclarations({ ...m, "./warehouse/section.ts": { default: warehouse } }, root);
      } };
    });
    expect(await reportProblems()).toEqual([expect.stringMatching(/^资源配置错误 src\/resources\/warehouse\/section\.ts 分区 "\/warehouse": 未知的图标 "forklift"/)]);
  });

  it("finds none in the app's declarations (the mock above is what it named)", async () => {
    expect(await reportProblems()).toEqual([]);
  });
});
