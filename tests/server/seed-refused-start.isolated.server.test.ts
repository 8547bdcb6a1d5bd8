import { describe, expect, it, vi } from "vitest";
import { startServer } from "../../src/server/main";

/**
 * Issue 50 item 6 (decision 0122): a seed row of the wrong kind for its config stops the server's
 * start on a new database with the demo (SEED_DEMO=1: npm start, the test harness), naming the
 * seed file and the row, and nothing is kept of it. Here 笔记's titles may have 5 characters
 * at most: the seeded notes have more.
 */
vi.mock("../../src/engine/declarations", async (original) =>
  (await import("../engine/changed-declarations")).changedDeclarations(await original(), "note", "./community/note.ts", (c) => ({
    ...c,
    fields: c.fields.map((f) => (f.key === "title" ? ({ ...f, max: 5 } as typeof f) : f)),
  })),
);

// the start, as the file loads: a PGlite start and the demo's seed are seconds of CPU (decision 0111)
const refused = await startServer({ DATA_DIR: "memory", API_ONLY: "1", SEED_DEMO: "1", PORT: "0" }).then(
  async (started) => {
    await started.close();
    return null;
  },
  (error: unknown) => error,
);

describe("a seed row its config refuses", () => {
  it("stops the start on a new database, named by its seed file and row", () => {
    expect(refused).toMatchObject({ name: "ConfigRefused" });
    const problems = (refused as { problems: string[] }).problems;
    expect(problems[0]).toMatch(/^种子数据错误 src\/resources\/community\/note\.seed\.ts 第 1 条（note [\w-]+）: 标题不能超过5个字$/);
    // every such row is named (each note's title is longer than 5), none of another resource
    expect(problems.length).toBeGreaterThan(1);
    expect(problems.every((p) => p.startsWith("种子数据错误 src/resources/community/note.seed.ts "))).toBe(true);
  });
});
