import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The projects of vitest.config.ts share a worker's loaded modules (decisions 0012, 0091, 0131),
 * so a file that mocks app modules (vi.mock, vi.doMock, or the declarations' mock helper) would
 * hand its mocks to the files after it. Such a file is named *.isolated.test.* (project
 * `isolated`) or *.isolated.server.test.* (project `database-isolated`), which load modules fresh
 * for it alone.
 */
const ROOT = join(import.meta.dirname);
const MOCKS = /\bvi\.(do)?[mM]ock\(|from "(\.\.\/)+engine\/changed-declarations"|from "\.\/changed-declarations"/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("test files that mock modules", () => {
  it("are named *.isolated.test.* or *.isolated.server.test.*, so no shared worker keeps their mocks", () => {
    const files = testFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const shared = files.filter((file) => !/\.isolated\.(server\.)?test\.tsx?$/.test(file) && MOCKS.test(readFileSync(file, "utf8")));
    expect(shared.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
