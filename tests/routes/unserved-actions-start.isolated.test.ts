import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handlers } from "../../src/api/handlers";
import { servesPath } from "../../src/api/served-paths";
import { resources } from "../../src/resources";

/**
 * Issue 35 item 9a: a config action that calls its own API with no demo handler is named at
 * start (the list the page shows, decision 0034) with the file to write. The demo's handlers
 * are handed in from outside the engine, as src/console-entry.tsx does in demo mode. Each test loads
 * the start-up module afresh.
 */
async function startUpErrors(serves: (path: string) => boolean): Promise<string[]> {
  const [{ configCheck }, { checkServedByDemo }] = await Promise.all([import("../../src/routes/declaration-check"), import("../../src/routes/served-by-demo")]);
  checkServedByDemo(Promise.resolve(serves));
  return configCheck;
}

afterEach(() => {
  vi.resetModules();
});

/** Every config action with its own API, and its path. */
const calling = resources.flatMap((c) =>
  (c.actions ?? []).flatMap((a) => (a.kind !== "link" && a.api && !c.api.rest ? [{ c, a, api: a.api, path: `${c.api.base}/${a.api}` }] : [])),
);

describe("config actions the demo API does not serve", () => {
  it("the demo serves every config action's API: the console starts", async () => {
    expect(calling.length).toBeGreaterThan(0);
    expect(await startUpErrors(servesPath(handlers))).toEqual([]);
  });

  it("an action whose handler is missing is named, with the file to write", async () => {
    // the first of the configs' own calls (not a generated one), as if its file were not written
    const own = calling.find(({ api }) => !["save", "del", "delete"].includes(api));
    if (!own) throw new Error("no config action with an API of its own");
    const { c, a, path } = own;
    const serves = servesPath(handlers);
    const errors = await startUpErrors((p) => p !== path && serves(p));
    const file = `src/api/resource-actions/${c.name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}.ts`;
    expect(errors).toEqual([expect.stringContaining(`"${c.name}".actions.${a.key}: 动作“${a.label}”的接口 POST ${path} 没有 API 处理，请写 ${file}`)]);
  });

  it("servesPath reads the demo's exact paths", () => {
    const serves = servesPath([http.post("*/x/v1/thing/end", () => undefined)]);
    expect([serves("/x/v1/thing/end"), serves("/x/v1/thing/start")]).toEqual([true, false]);
  });
});
