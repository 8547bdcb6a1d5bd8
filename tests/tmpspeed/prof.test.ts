import { it } from "vitest";
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { seed } from "../../src/mocks/seed";
it("prof", async () => {
  seed();
  const s = new Session(); s.connect();
  await s.post("Profiler.enable"); await s.post("Profiler.setSamplingInterval", { interval: 200 }); await s.post("Profiler.start");
  const t = performance.now();
  for (let i = 0; i < 5; i++) seed();
  console.log("seed avg", (performance.now() - t) / 5);
  const { profile } = await s.post("Profiler.stop");
  writeFileSync("/tmp/speed/seed2.cpuprofile", JSON.stringify(profile));
}, 120000);
