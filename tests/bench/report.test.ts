import { describe, expect, it } from "vitest";
import { goalText, markdownTable, verdict, type Row } from "../../bench/report";

describe("bench report", () => {
  it("judges each kind of goal, and says n/a when a figure is missing", () => {
    expect(verdict({ figure: "JS /login", unit: "KiB", value: 196, reference: 490, goal: { ratioAtMost: 0.4 } })).toBe("met");
    expect(verdict({ figure: "JS list", unit: "KiB", value: 400, reference: 490, goal: { ratioAtMost: 0.8 } })).toBe("not met");
    expect(verdict({ figure: "score", unit: "score", value: 95, goal: { atLeast: 95 } })).toBe("met");
    expect(verdict({ figure: "CLS", unit: "cls", value: 0.05, goal: { below: 0.05 } })).toBe("not met");
    expect(verdict({ figure: "long task", unit: "ms", value: 200, goal: { atMost: 200 } })).toBe("met");
    expect(verdict({ figure: "score", unit: "score", value: null, goal: { atLeast: 90 } })).toBe("n/a");
    expect(verdict({ figure: "100 rows", unit: "ms", value: 300, reference: null, goal: { ratioAtMost: 1 } })).toBe("n/a");
    expect(verdict({ figure: "TBT", unit: "ms", value: 300 })).toBe("");
  });

  it("writes goals with their unit", () => {
    expect(goalText({ ratioAtMost: 0.9 }, "KiB")).toBe("≤ 0.9× ref");
    expect(goalText({ atMost: 200 }, "ms")).toBe("≤ 200 ms");
    expect(goalText({ below: 0.05 }, "cls")).toBe("< 0.05");
    expect(goalText(undefined, "ms")).toBe("");
  });

  it("prints one markdown table: figure, console, reference, ratio, goal, met", () => {
    const rows: Row[] = [
      { figure: "JS /login", unit: "KiB", value: 287.44, reference: 490.8, goal: { ratioAtMost: 0.4 } },
      { figure: "Lighthouse /login: CLS", unit: "cls", value: 0, goal: { below: 0.05 } },
      { figure: "filter: click → rows painted", unit: "ms", value: 302.4, reference: undefined },
      { figure: "page switch: longest long task", unit: "ms", value: null, reference: 12, goal: { atMost: 200 } },
    ];
    expect(markdownTable(rows)).toBe(
      [
        "| figure | console | reference | × ref | goal | met |",
        "| --- | ---: | ---: | ---: | --- | --- |",
        "| JS /login (KiB gzip) | 287.4 | 490.8 | 0.59 | ≤ 0.4× ref | not met |",
        "| Lighthouse /login: CLS | 0.000 |  |  | < 0.05 | met |",
        "| filter: click → rows painted (ms) | 302 |  |  |  |  |",
        "| page switch: longest long task (ms) | — | 12 |  | ≤ 200 ms | n/a |",
      ].join("\n"),
    );
  });
});
