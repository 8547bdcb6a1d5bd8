import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToken } from "../src/providers/token";
import { warmUpAntd } from "./engine/antd-warm-up";
import { fill } from "./pages/auth-kit";
import { withDemoApi } from "./pages/demo-api";

// isolated: the entry starts the console once per page (its router lives as long as the module).
// The demo API answers from Node (withDemoApi): its start in the page (a service worker) is the
// one thing jsdom has not, so the entry's start of it resolves at once.
vi.mock("../src/demo/browser", () => ({ startDemoApi: async () => ({ repaired: false }), demoServes: () => true, resetDemoData: async () => undefined }));
withDemoApi();

// the console's code, loaded ahead as the entry's prefetch does while the merchant types (seconds in a fresh module graph)
await Promise.all([import("../src/console-entry"), import("../src/engine/screens/form-screen")]);
// and antd's components drawn once: their first drawing in a fresh module graph is seconds of CPU under load
warmUpAntd();

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** The page as src/main.tsx starts a /login loaded afresh. */
async function openLogin(url: string) {
  window.history.replaceState(null, "", url);
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  const { startLogin } = await import("../src/login-entry");
  act(() => startLogin(root as Root));
}

describe("/login loaded afresh (src/login-entry.tsx)", () => {
  it("draws the sign-in page, then starts the console in the same page at the way back", async () => {
    // the way back is a light screen (a category's form): the goods form's first drawing (its rich
    // text editor, uploads, SKU table) is seconds of CPU in a fresh module graph under load, and
    // tests/pages/login.test.tsx takes the way back to it
    await openLogin("/login?redirect=CategoryEdit&alias=ca_art");
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText("手机号"), "13800000000");
    await fill(user, screen.getByLabelText("密码"), "Admin@123");
    await user.click(screen.getByRole("button", { name: "登录" }));
    // the console's guard resolved the way back, and its screen replaced the form
    await waitFor(() => expect(window.location.pathname).toBe("/goods/category/edit/ca_art"));
    await waitFor(() => expect(screen.queryByLabelText("手机号")).toBeNull());
    expect(getToken()).toEqual(expect.any(String));
    // the console's layout around it (its menu), found by tag: a role query over the whole console
    // computes every element's visibility, seconds under load
    await waitFor(() => expect(document.querySelectorAll("nav, [role=navigation]").length).toBeGreaterThan(0));
  });
});
