import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { LoginPage, type LoginDialogs } from "./pages/auth/login-page";
import { DEMO_BUILD } from "./config";
import { holdCallsUntil } from "./providers/api-ready";
import { onSignedInElsewhere } from "./providers/session";

const loadConsole = () => import("./console-entry");

/** The login page's antd dialogs, through the console's code (login-page.tsx says why). */
const DIALOGS: LoginDialogs = {
  forgotPassword: () => loadConsole().then((app) => app.loginDialogs()).then((d) => d.forgotPassword()),
  demoReset: () => loadConsole().then((app) => app.loginDialogs()).then((d) => d.demoReset()),
};

/**
 * /login loaded afresh (issue 38, item 3): the sign-in page alone, without antd, refine or the
 * route table. The console's code is fetched once the merchant starts on the form, and the
 * sign-in (here, or in another tab) starts it in this page at the way back (`?redirect=`,
 * resolved by the console's guard), with no second page load.
 */
export function startLogin(root: Root): void {
  // demo mode: the demo API answers the sign-in; it starts from the console's entry (console-entry.tsx says why)
  if (DEMO_BUILD) holdCallsUntil(loadConsole().then((app) => app.startDemo()));
  let moved = false;
  const moveOn = async () => {
    if (moved) return;
    moved = true;
    stopElsewhere();
    const app = await loadConsole();
    window.history.replaceState(null, "", app.resolveRedirect(window.location.search));
    app.startConsole(root);
  };
  const stopElsewhere = onSignedInElsewhere(() => void moveOn());
  // the console's chunks while the merchant types: fetched on the first key or tap, not before
  // (a visit that only looks at the page loads nothing more)
  const prefetch = () => {
    window.removeEventListener("keydown", prefetch, true);
    window.removeEventListener("pointerdown", prefetch, true);
    void loadConsole();
  };
  window.addEventListener("keydown", prefetch, true);
  window.addEventListener("pointerdown", prefetch, true);
  document.title = "登录 - 商户后台";
  root.render(
    <StrictMode>
      <LoginPage dialogs={DIALOGS} onSignedIn={moveOn} />
    </StrictMode>,
  );
}
