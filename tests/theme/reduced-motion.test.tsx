import { render, screen } from "@testing-library/react";
import { theme } from "antd";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoot } from "../../src/app-root";

/** What antd's components read under AppRoot: whether they animate. */
function Motion() {
  const { token } = theme.useToken();
  return <p>motion: {String(token.motion)}</p>;
}

function renderRoot() {
  const router = createMemoryRouter([{ Component: AppRoot, children: [{ path: "/", Component: Motion }] }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

/** The system's answer to prefers-reduced-motion (tests/setup.ts answers width queries only). */
function systemAsksForLessMotion() {
  const answer = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    query.includes("prefers-reduced-motion") ? ({ ...answer(query), matches: /reduce/.test(query), media: query } as MediaQueryList) : answer(query),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("antd's motion under AppRoot", () => {
  it("is on by default", async () => {
    renderRoot();
    expect(await screen.findByText("motion: true")).toBeInTheDocument();
  });

  it("is off when the system asks for less motion (prefers-reduced-motion: reduce)", async () => {
    systemAsksForLessMotion();
    renderRoot();
    expect(await screen.findByText("motion: false")).toBeInTheDocument();
  });
});
