import { it } from "vitest";
import { now } from "../../../src/api/util";
import { setupDemoApi } from "../helpers";
import { atEachClock } from "./clocks";
import { readScreens } from "./commerce-screens";
import { checkAll } from "./commerce-sums";

/** The sums of the commerce screens agree with the orders at each clock (commerce-sums.ts says which). */
setupDemoApi();

atEachClock((ctx) => {
  it("the sums on every screen agree with the orders", async () => {
    checkAll(await readScreens(ctx.token, ctx.db(), now()));
  });
});
