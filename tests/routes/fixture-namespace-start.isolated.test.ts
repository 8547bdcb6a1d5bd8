import { afterEach, describe, expect, it, vi } from "vitest";
import type { Declarations } from "../../src/engine/declarations";
import type { SectionPages } from "../../src/engine/section-types";

/**
 * The app refuses, at start-up, a declaration in the test fixtures' namespace (decision 0032):
 * as if src/resources/ or src/pages/ held one, the module the app starts from (its sections)
 * lists it, naming it, among the start-up check's problems (`configCheck`, which the page
 * shows). Each test loads it afresh under its own mock.
 */

/** What the start-up check says of the declarations (the list the page shows, decision 0034). */
async function startUpErrors(): Promise<string[]> {
  const { configCheck } = await import("../../src/routes/declaration-check");
  return configCheck;
}

afterEach(() => {
  vi.doUnmock("../../src/engine/declarations");
  vi.doUnmock("../../src/pages/user/routes");
  vi.resetModules();
});

describe("an app declaration in the fixtures' namespace stops the app at start-up", () => {
  it("a section folder src/resources/fixtureShop/", async () => {
    vi.doMock("../../src/engine/declarations", async (original) => {
      const real = await original<typeof import("../../src/engine/declarations")>();
      const shop = { path: "/fixtureShop", name: "FixtureShop", title: "夹具", order: 200 };
      return { ...real, collectDeclarations: (m: Record<string, { default?: unknown }>): Declarations => {
        const found = real.collectDeclarations(m);
        return { ...found, sections: [...found.sections, shop] };
      } };
    });
    expect(await startUpErrors()).toContainEqual(
      expect.stringContaining('资源配置错误 分区 "/fixtureShop".path: "/fixtureShop" 含 "fixtureShop"：以 fixture 开头的名字和路径段留给测试夹具'),
    );
  });

  it("a page in src/pages/<section>/routes.ts", async () => {
    vi.doMock("../../src/pages/user/routes", async (original) => {
      const real = (await original<{ default: SectionPages }>()).default;
      const page = { path: "/user/fixtureReport", name: "FixtureReport", title: "报表", page: async () => ({ default: () => null }) };
      return { default: { ...real, pages: [...(real.pages ?? []), page] } };
    });
    expect(await startUpErrors()).toContainEqual(expect.stringContaining('资源配置错误 页面 "/user/fixtureReport": "/user/fixtureReport" 含 "fixtureReport"'));
  });

  it("and starts when none is (the mocks above are what stopped it)", async () => {
    expect(await startUpErrors()).toEqual([]);
    const { sections } = await import("../../src/routes/sections");
    expect(sections.length).toBeGreaterThan(0);
  });
});
