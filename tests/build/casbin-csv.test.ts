import { parse as csvParse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import policyText from "../../src/access/policy.csv?raw";
import { parse } from "../../src/build/casbin-csv";

/** What casbin asks of csv-parse for one policy line (its BasicCsvParser). */
const reference = (line: string) => csvParse(line, { delimiter: ",", skip_empty_lines: true, trim: true, relax_quotes: true }) as string[][];

describe("casbin-csv (csv-parse's stand-in inside casbin in the build)", () => {
  const policy = policyText.split("\n");

  it("splits every line of policy.csv as csv-parse does", () => {
    const lines = policy.filter((l) => l.trim() && !l.trimStart().startsWith("#"));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(parse(line), line).toEqual(reference(line));
  });

  it.each([
    "p, admin, /goods, /goods/edit/:alias, open",
    "g,admin,*",
    '  p ,  "a, b" , c  ',
    'p, "say ""hi""", x',
    "p, keyMatch(r.obj, p.obj), (a, b)",
    "p,,x",
    "",
  ])("splits %j as csv-parse does", (line) => {
    expect(parse(line)).toEqual(reference(line));
  });
});
