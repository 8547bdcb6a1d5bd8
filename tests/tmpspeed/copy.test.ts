import { it } from "vitest";
import { seed } from "../../src/mocks/seed";
import { jsonCopy } from "../../src/mocks/resource-seeds";
it("copy", () => {
  const db = seed();
  const rows = Object.values(db.records).flat();
  for (let round = 0; round < 3; round++) {
    let t = performance.now(); for (const r of rows) JSON.parse(JSON.stringify(r)); const a = performance.now() - t;
    t = performance.now(); for (const r of rows) jsonCopy(r); const b = performance.now() - t;
    t = performance.now(); structuredClone(db); const c = performance.now() - t;
    t = performance.now(); jsonCopy(db); const d = performance.now() - t;
    console.log(`rows ${rows.length}: JSON ${a.toFixed(1)} ms, jsonCopy ${b.toFixed(1)} ms; whole db structuredClone ${c.toFixed(1)}, jsonCopy ${d.toFixed(1)}`);
  }
}, 120000);
