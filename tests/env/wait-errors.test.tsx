import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

/** tests/env/wait-errors.ts, as tests/setup.ts configures it. */
describe("a query's error inside a wait (tests/setup.ts configures it)", () => {
  it("is made without the page while the wait polls, and with it once the wait times out", async () => {
    render(<p>页面上的一段字</p>);
    const polled: string[] = [];
    const timedOut = await waitFor(
      () => {
        try {
          screen.getByText("没有的字");
        } catch (error) {
          polled.push((error as Error).message);
          throw error;
        }
      },
      { timeout: 200, interval: 20 },
    ).catch((error: unknown) => error as Error);
    expect(polled.length).toBeGreaterThan(0);
    for (const message of polled) expect(message).toBe("Unable to find an element with the text: 没有的字. This could be because the text is broken up by multiple elements. In this case, you can provide a function for your text matcher to make your matcher more flexible.");
    expect(timedOut).toBeInstanceOf(Error);
    expect((timedOut as Error).message).toContain("没有的字");
    expect((timedOut as Error).message).toContain("页面上的一段字");
  });

  it("is made with the page outside a wait, as Testing Library's own", () => {
    render(<p>页面上的一段字</p>);
    expect(() => screen.getByText("没有的字")).toThrow(/Unable to find an element with the text: 没有的字[\s\S]*Ignored nodes: comments, script, style[\s\S]*页面上的一段字/);
  });
});
