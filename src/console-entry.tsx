// antd 5 renders some effects (button wave, static toasts) itself; this teaches it React 19.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { App } from "./App";
import { holdCallsUntil } from "./providers/api-ready";
import { setStaticToasts } from "./providers/notify";
import { announceStorageNotice, DEMO_RESET_NOTICE } from "./providers/storage-notice";
import { checkServedByDemo } from "./routes/served-by-demo";

export { resolveRedirect } from "./routes/guard";
/** The login page's dialogs (a fresh /login loads them through here: login-page.tsx says why). */
export const loginDialogs = () => import("./pages/auth/login-dialogs").then((m) => m.LOGIN_DIALOGS);

// antd's static toasts, for a toast before the shell binds its own (providers/notify.ts)
setStaticToasts(() => import("./providers/static-toasts"));

let demoStarted: Promise<unknown> | null = null;

/**
 * Demo mode (no VITE_API_BASE_URL): the demo API (its code, then its data read from IndexedDB)
 * starts while the app renders, and every call waits for it (providers/api-ready.ts), so a
 * signed-in page waits only where it needs an answer (decisions 0015, 0044); once per page, for
 * the console and for /login (login-entry.tsx). Imported from here, the console's entry, not
 * from src/main.tsx: the demo shares the configs and the engine with the console, and a chunk
 * imported where the console's code is not loaded would split that code into a score of small
 * chunks (issue 38). Tested on `import.meta.env` itself (not config.demoMode): Vite writes the
 * value in, so a build for a real API drops the demo API's chunk (scripts/check-real-build.sh).
 */
export function startDemo(): Promise<unknown> | null {
  if (import.meta.env.VITE_API_BASE_URL) return null;
  if (demoStarted) return demoStarted;
  const started = import("./demo/browser").then(async (demo) => {
    // stored demo data it could not read was reseeded: say so once
    if ((await demo.startDemoApi()).repaired) announceStorageNotice(DEMO_RESET_NOTICE);
    return demo;
  });
  holdCallsUntil(started);
  // in development the start-up check names config actions whose API the demo does not answer
  // (decision 0050); a build checked them as it built
  if (import.meta.env.DEV) checkServedByDemo(started.then((demo) => demo.demoServes));
  started.catch((error: unknown) => console.error("The demo API did not start", error));
  // 重置演示数据 (navbar, /login) asks for this; only an entry may touch src/api.
  window.addEventListener("demo:reset", () => {
    void started.then((demo) => demo.resetDemoData()).finally(() => window.location.reload());
  });
  demoStarted = started;
  return started;
}

/** The console (every path but a /login loaded afresh, and the page /login moves on to after the sign-in): the app with its route table. */
export function startConsole(root: Root): void {
  startDemo();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
