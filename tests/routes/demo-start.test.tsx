import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { config } from "../../src/config";
import { holdCallsUntil } from "../../src/providers/api-ready";
import { urlFor } from "../../src/providers/http";
import { api } from "../../src/providers/session";
import { getToken, setToken } from "../../src/providers/token";
import { buildRoutes } from "../../src/routes/build-routes";
import { sendToLoginOnLogout } from "../../src/routes/session-navigation";
import { preloadScreens } from "../engine/resource-harness";
import { calls, withDemoApi } from "../pages/demo-api";
import { preloadRoutes } from "./preload-routes";

// The entry renders at once and starts the demo API meanwhile (src/console-entry.tsx): these tests hold
// the calls as it does, and open the gate when the "worker" is up.
withDemoApi();

await preloadRoutes(["/login"]);
await preloadScreens("goods");

let workerUp: () => void = () => undefined;
beforeEach(() => holdCallsUntil(new Promise<void>((resolve) => (workerUp = resolve))));
afterEach(() => holdCallsUntil(Promise.resolve()));

function openApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const stop = sendToLoginOnLogout(router);
  render(<RouterProvider router={router} />);
  return { at: () => router.state.location.pathname, stop };
}

/** A token from the demo API's login, asked past the gate (the page's earlier sign-in). */
async function demoToken(): Promise<string> {
  const reply = await fetch(urlFor(api.login), {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: config.application },
    body: JSON.stringify({ mobile: "13800000000", password: "Admin@123" }),
  });
  const { data } = (await reply.json()) as { data: { access_token: string } };
  calls.length = 0;
  return data.access_token;
}

describe("the app while the demo API starts", () => {
  it("a guest's /login draws its form and sends no call", async () => {
    const app = openApp("/login");
    expect(await screen.findByLabelText("手机号")).toBeInTheDocument();
    expect(calls).toEqual([]);
    app.stop();
  });

  it("a signed-in /goods holds the guard's user-info call until the demo API is up, then lists", async () => {
    const token = await demoToken();
    setToken(token, false);
    const app = openApp("/goods");
    await act(async () => undefined); // the guard loader has run up to its first call
    expect(calls).toEqual([]);
    workerUp();
    await waitFor(() => expect(document.querySelectorAll(".ant-table-row").length).toBeGreaterThan(0));
    expect(calls[0]?.[0]).toBe(api.userInfo);
    expect(getToken()).toBe(token); // waiting is no failure: the session stays
    expect(app.at()).toBe("/goods");
    app.stop();
  });
});
