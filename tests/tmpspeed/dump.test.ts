import { it } from "vitest";
import { writeFileSync } from "node:fs";
import { seed } from "../../src/mocks/seed";
it("dump", () => {
  const out = process.env.SEED_DUMP ?? "/tmp/speed/seed-before.json";
  const t = performance.now();
  const dbs = [new Date(2026, 10, 24, 9, 30, 15), new Date(2026, 10, 26, 0, 20), new Date(2027, 3, 9, 21, 45)].map((d) => seed(d));
  console.log("3 seeds ms", performance.now() - t);
  writeFileSync(out, JSON.stringify(dbs));
}, 120000);
