import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { exitIfRefused, openApi, startServer } from "../../src/server/main";
import { ADMIN } from "../api/helpers";

/**
 * Issue 50 item 5 (decision 0122), the server's side: with a relation to a resource that does not
 * exist, `npm run serve` (startServer, through openApi) does not start, naming file, resource and
 * field, and exits 1 before its database is opened; under `npm start`, after the hot reload
 * (openApi's "refuse-calls"), the API opens and answers the broken resource's calls
 * `资源配置错误：…` while the others serve, so nothing is saved under the broken config.
 */

// as if src/resources/community/note.ts named a resource "goodz" in its relation (the file's every import sees it)
vi.mock("../../src/engine/declarations", async (original) =>
  (await import("../engine/changed-declarations")).changedDeclarations(await original(), "note", "./community/note.ts", (c) => ({
    ...c,
    fields: c.fields.map((f) => (f.relation ? { ...f, relation: { ...f.relation, resource: "goodz" } } : f)),
  })),
);
afterEach(() => {
  vi.restoreAllMocks();
});

const dir = mkdtempSync(join(tmpdir(), "config-refused-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// npm start's API after the reload, opened as the file loads: a PGlite start and the demo's seed are
// seconds of CPU, past a test's 20 s on a loaded machine (as production-start's, decision 0111)
const api = await openApi({ DATA_DIR: "memory", API_ONLY: "1", SEED_DEMO: "1" }, undefined, "refuse-calls");
afterAll(() => api.close());

const PROBLEM = /资源配置错误 src\/resources\/community\/note\.ts "note"\.goods_aliases: relation\.resource "goodz" 不是已知的资源/;

describe("a config with a problem at the server's start", () => {
  it("stops it, naming file, resource and field, with exit 1, the database left unopened", async () => {
    const data = join(dir, "pglite");
    const refused = await startServer({ DATA_DIR: data, API_ONLY: "1", PORT: "0" }).then(() => null, (error: unknown) => error);
    expect(refused).toMatchObject({ name: "ConfigRefused", problems: [expect.stringMatching(PROBLEM)] });
    expect(existsSync(data)).toBe(false);
    // serve.ts's end of it: the lines in the terminal, exit code 1
    const said = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    expect(() => exitIfRefused(refused)).toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(said.mock.calls[0]?.[0]).toMatch(/^商户后台 API 未启动：配置有 1 个问题/);
    expect(said.mock.calls[0]?.[0]).toMatch(PROBLEM);
  });

  it("after npm start's hot reload, refuses the broken resource's calls with its problem and serves the others", async () => {
    expect(api.configProblems).toEqual([expect.stringMatching(PROBLEM)]);
    const post = async (path: string, body: object, token = "") => {
      const res = await api.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
    };
    const token = ((await post("/merchant/user/v1/login/by-mobile-password", ADMIN)).body.data as { access_token: string }).access_token;
    const before = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM r_note");
    const save = await post("/merchant/community/v1/note/save", { title: "配置坏了也存", content: "<p>正文</p>", status: 2 }, token);
    expect(save).toEqual({ status: 500, body: { code: 500, msg: expect.stringMatching(/^资源配置错误：src\/resources\/community\/note\.ts "note"\.goods_aliases: relation\.resource "goodz"/), data: null } });
    expect(await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM r_note")).toEqual(before);
    expect((await post("/merchant/community/v1/note/list", {}, token)).status).toBe(500);
    expect(await post("/merchant/goods/v1/goods/list", { page: 1, page_size: 1 }, token)).toMatchObject({ status: 200, body: { code: 200 } });
  });
});
