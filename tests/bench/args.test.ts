import { describe, expect, it } from "vitest";
import { parseArgs } from "../../bench/args";

describe("npm run bench flags", () => {
  it("builds and runs every part 3 times by default", () => {
    expect(parseArgs([])).toEqual({ build: true, runs: 3, parts: new Set(["sizes", "lighthouse", "timings", "server", "prod"]) });
  });

  it("reads --no-build, --runs N (or =N) and --only", () => {
    const args = parseArgs(["--no-build", "--runs", "5", "--only=timings,sizes"]);
    expect(args).toEqual({ build: false, runs: 5, parts: new Set(["timings", "sizes"]) });
    expect(parseArgs(["--runs=1"]).runs).toBe(1);
  });

  it("refuses what it does not know, with the usage", () => {
    expect(() => parseArgs(["--runs", "0"])).toThrow(/--runs takes a whole number/);
    expect(() => parseArgs(["--only", "paint"])).toThrow(/--only takes sizes, lighthouse, timings, server, prod/);
    expect(parseArgs(["--only", "prod"]).parts).toEqual(new Set(["prod"]));
    expect(() => parseArgs(["--fast"])).toThrow(/unknown flag --fast\nusage: npm run bench/);
  });
});
