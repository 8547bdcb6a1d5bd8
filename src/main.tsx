// antd 5 renders some effects (button wave, static toasts) itself; this teaches it React 19.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { holdCallsUntil } from "./providers/api-ready";
import { announceStorageNotice, DEMO_RESET_NOTICE } from "./providers/storage-notice";
import { checkServedByDemo } from "./routes/sections";

/**
 * Demo mode (no VITE_API_BASE_URL): the demo API (its code, then its data read from IndexedDB)
 * starts while the app renders, and every call waits for it (providers/api-ready.ts), so /login
 * paints without waiting for it and a signed-in page waits only where it needs an answer
 * (decisions 0015, 0044).
 * Tested on `import.meta.env` itself (not config.demoMode): Vite writes the value in, so
 * a build for a real API drops the demo API's chunk (scripts/check-real-build.sh).
 */
function startDemo(): void {
  const started = import("./mocks/browser").then(async (demo) => {
    // stored demo data it could not read was reseeded: say so once
    if ((await demo.startDemoApi()).repaired) announceStorageNotice(DEMO_RESET_NOTICE);
    return demo;
  });
  holdCallsUntil(started);
  // the start-up check names config actions whose API the demo does not answer (decision 0050)
  checkServedByDemo(started.then((demo) => demo.demoServes));
  started.catch((error: unknown) => console.error("The demo API did not start", error));
  // 重置演示数据 (navbar, /login) asks for this; only the entry may touch src/mocks.
  window.addEventListener("demo:reset", () => {
    void started.then((demo) => demo.resetDemoData()).finally(() => window.location.reload());
  });
}

function start() {
  if (!import.meta.env.VITE_API_BASE_URL) startDemo();
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("#root is missing from index.html");
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
