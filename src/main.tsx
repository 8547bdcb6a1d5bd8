// antd 5 renders some effects (button wave, static toasts) itself; this teaches it React 19.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { announceStorageNotice, DEMO_RESET_NOTICE } from "./providers/storage-notice";
import { buildRoutes } from "./routes/build-routes";
import { sendToLoginOnLogout } from "./routes/session-navigation";

/**
 * Demo mode (no VITE_API_BASE_URL): the msw worker must answer before the first call.
 * Tested on `import.meta.env` itself (not config.demoMode): Vite writes the value in, so
 * a build for a real API drops the demo API's chunk (scripts/check-real-build.sh).
 */
async function start() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoApi, resetDemoData } = await import("./mocks/browser");
    // stored demo data it could not read was reseeded: say so once
    if ((await startDemoApi()).repaired) announceStorageNotice(DEMO_RESET_NOTICE);
    // 重置演示数据 (navbar, /login) asks for this; only the entry may touch src/mocks.
    window.addEventListener("demo:reset", () => {
      void resetDemoData().finally(() => window.location.reload());
    });
  }
  const router = createBrowserRouter(buildRoutes());
  sendToLoginOnLogout(router);
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("#root is missing from index.html");
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
