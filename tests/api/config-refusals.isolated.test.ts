import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";

/**
 * Issue 50 item 5 (decision 0122): the server reads the configs as the console's start-up
 * check does, with its own handlers, and then policy.csv as the access report does. Each
 * problem names file, resource and field; a broken resource's calls are refused with its own
 * problems (after `npm start`'s hot reload), the other resources' are not. Each test loads the
 * declarations afresh under its own mock of what the bundler found.
 */

/** The app's declarations, with 笔记's config changed as an integrator's typo would. */
function mockDeclarations(change: (c: ResourceConfig) => ResourceConfig): void {
  vi.doMock("../../src/engine/declarations", async (original) =>
    (await import("../engine/changed-declarations")).changedDeclarations(await original(), "note", "./community/note.ts", change),
  );
}

async function problems() {
  const [{ configProblems }, { handlers }] = await Promise.all([import("../../src/api/config-refusals"), import("../../src/api/handlers")]);
  return configProblems(handlers);
}

/** What the API answers a call on `path` under these problems: the refusal's HTTP status and envelope, or null. */
async function refusal(found: Awaited<ReturnType<typeof problems>>, path: string) {
  const answer = found.refusalOf(path);
  return answer && { status: answer.status, body: (await answer.json()) as { code: number; msg: string } };
}

afterEach(() => {
  vi.doUnmock("../../src/engine/declarations");
  vi.doUnmock("../../src/access/policy.csv?raw");
  vi.resetModules();
});

describe("the server's check of the configs", () => {
  it("finds none in the app's configs and policy: nothing is refused", async () => {
    const found = await problems();
    expect(found.messages).toEqual([]);
    expect(found.refusalOf("/merchant/community/v1/note/list")).toBeNull();
  });

  it("names a relation to a resource that does not exist by file, resource and field, and refuses that resource's calls only", async () => {
    mockDeclarations((c) => ({ ...c, fields: c.fields.map((f) => (f.key === "goods_aliases" && f.relation ? { ...f, relation: { ...f.relation, resource: "goodz" } } : f)) }));
    const found = await problems();
    expect(found.messages).toEqual([expect.stringMatching(/^资源配置错误 src\/resources\/community\/note\.ts "note"\.goods_aliases: relation\.resource "goodz" 不是已知的资源/)]);
    // every call of 笔记 (its list, a save, its lookups), with its own problem; 商品's go on
    for (const call of ["list", "save", "detail", "lookup"]) {
      expect(await refusal(found, `/merchant/community/v1/note/${call}`)).toEqual({
        status: 500,
        body: { code: 500, msg: expect.stringMatching(/^资源配置错误：src\/resources\/community\/note\.ts "note"\.goods_aliases: relation\.resource "goodz"/), data: null },
      });
    }
    expect(found.refusalOf("/merchant/goods/v1/goods/list")).toBeNull();
    expect(found.refusalOf("/merchant/community/v1/notes/list")).toBeNull();
  });

  it("names a call action with neither a handler nor a transition, and a confirm's {key} that is no field", async () => {
    mockDeclarations((c) => ({
      ...c,
      actions: [...(c.actions ?? []), { key: "pin", label: "置顶", kind: "call", api: "pin", confirm: "确定置顶「{titel}」吗？" }],
    }));
    const found = await problems();
    expect(found.messages).toEqual([
      expect.stringMatching(/^资源配置错误 src\/resources\/community\/note\.ts "note"\.actions\.pin: confirm“确定置顶「\{titel\}」吗？”引用了不存在的字段 "titel"/),
      expect.stringMatching(/^资源配置错误 src\/resources\/community\/note\.ts "note"\.actions\.pin: 动作“置顶”的接口 POST \/merchant\/community\/v1\/note\/pin 没有 API 处理，请写 src\/api\/resource-actions\/note\.ts/),
    ]);
    expect((await refusal(found, "/merchant/community/v1/note/list"))?.body.msg).toMatch(/^资源配置错误：.*"titel".*；.*没有 API 处理/);
  });

  it("names a policy line that covers no page (a section's typo), the declarations holding", async () => {
    vi.doMock("../../src/access/policy.csv?raw", async (original) => {
      const real = (await original<{ default: string }>()).default;
      return { default: real.replace("p, admin, /member, *, *", "p, admin, /membr, *, *") };
    });
    const found = await problems();
    expect(found.messages).toContainEqual(expect.stringMatching(/^资源配置错误 src\/access\/policy\.csv 第 \d+ 行: “p, admin, \/membr, \*, \*”没有覆盖任何页面/));
    // and 会员's pages, which that line opened, are named as covered by none
    expect(found.messages).toContainEqual(expect.stringMatching(/^资源配置错误 页面 "\/member": policy\.csv 没有一行覆盖它/));
    // no resource's config is at fault: its calls are the policy's to refuse (casbin closes the section)
    expect(found.refusalOf("/merchant/member/v1/member/list")).toBeNull();
  });
});
