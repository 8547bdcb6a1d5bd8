import { expect } from "vitest";
import { occasionHolds, occasionsIn } from "../../../src/resources/ump/campaign-names.rules";
import { resources } from "../../../src/resources";
import { text } from "./commerce-api";
import type { Screens } from "./commerce-screens";

/** The 营销 resources whose records are campaigns: a name and the dates they run (from their configs). */
const CAMPAIGNS = resources.filter((r) => ["name", "start_at", "end_at"].every((k) => r.fields.some((f) => f.key === k)));

/** A campaign that names an occasion (双十一, 圣诞, 五月… campaign-names.rules.ts) runs within it (issue 37). */
export function campaignNamesFitTheirDates(s: Screens): void {
  expect(CAMPAIGNS.length).toBeGreaterThan(3);
  let named = 0;
  for (const config of CAMPAIGNS) {
    for (const row of s.stored(config.name)) {
      const [start, end] = [text(row.start_at), text(row.end_at)];
      if (!start || !end) continue;
      for (const o of occasionsIn(text(row.name))) {
        named += 1;
        expect(occasionHolds(o, start, end), `${config.label}「${text(row.name)}」${start} → ${end}: not ${o.word}`).toBe(true);
      }
    }
  }
  // the seeds name occasions (a table that named none would check nothing)
  expect(named).toBeGreaterThan(0);
}
