import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brand, brandSeeds } from "../engine/fixture-brand";
import { callsTo, findRow, renderResource, withResourceDemoApi } from "../engine/resource-harness";

/** Another tab signing in (maybe as another merchant): this tab's screens ask again (account-switch.ts). */
withResourceDemoApi([brand], brandSeeds);

const LIST = "/merchant/goods/v1/fixture-brand/list";

describe("a sign-in in another tab", () => {
  it("drops what was loaded for the previous account and asks again", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await findRow("月光文创");
    const before = callsTo("/merchant/goods/v1/fixture-brand").filter(([path]) => path === LIST).length;
    const otherTab = new BroadcastChannel("merchant-session");
    try {
      otherTab.postMessage({ type: "signed-in" });
      await waitFor(() => expect(callsTo("/merchant/goods/v1/fixture-brand").filter(([path]) => path === LIST).length).toBe(before + 1));
    } finally {
      otherTab.close();
    }
  });
});
