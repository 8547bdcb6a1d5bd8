/**
 * `npm run bench -- [--no-build] [--runs N] [--only sizes,lighthouse,timings,server,prod]`; `server`:
 * the first loads on the API server with 100,000 orders, beside demo mode (issue 38, item 4);
 * `prod`: the console on `npm run serve` beside the reference served the same way, its first
 * screens in the page and Lighthouse desktop and mobile (issue 51, item 1).
 */
export type Part = "sizes" | "lighthouse" | "timings" | "server" | "prod";
const PARTS: Part[] = ["sizes", "lighthouse", "timings", "server", "prod"];

export interface BenchArgs {
  build: boolean;
  /** Runs per timed figure (the median is reported); at least 1, 3 by default. */
  runs: number;
  parts: Set<Part>;
}

export const USAGE = "usage: npm run bench -- [--no-build] [--runs N] [--only sizes,lighthouse,timings,server,prod]";

/** Reads the flags; throws with the usage on anything it does not know. */
export function parseArgs(argv: readonly string[]): BenchArgs {
  const out: BenchArgs = { build: true, runs: 3, parts: new Set(PARTS) };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? "";
    if (flag === "--no-build") out.build = false;
    else if (flag === "--runs") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`--runs takes a whole number ≥ 1\n${USAGE}`);
      out.runs = n;
    } else if (flag === "--only") {
      const parts = value().split(",").filter(Boolean);
      const unknown = parts.filter((p) => !PARTS.includes(p as Part));
      if (parts.length === 0 || unknown.length) throw new Error(`--only takes ${PARTS.join(", ")}\n${USAGE}`);
      out.parts = new Set(parts as Part[]);
    } else throw new Error(`unknown flag ${argv[i]}\n${USAGE}`);
  }
  return out;
}
