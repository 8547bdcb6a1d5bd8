import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "../src/App";
import { logout } from "../src/providers/session";
import { withDemoApi } from "./pages/demo-api";

// isolated: the app's one router is made on first use and lives as long as the module
withDemoApi();

// the two screens' code, loaded ahead (seconds on a busy machine in a fresh module graph)
await Promise.all([import("../src/pages/register"), import("../src/pages/login")]);

describe("App (the root component: the route tree at the page's URL)", () => {
  it("draws the screen of the current URL, and a logout anywhere sends the page to /login", async () => {
    window.history.pushState({}, "", "/register");
    render(<App />);
    expect(await screen.findByText("注册商户账号")).toBeInTheDocument();
    act(() => logout());
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(await screen.findByRole("button", { name: /登\s*录/ })).toBeInTheDocument();
  });
});
