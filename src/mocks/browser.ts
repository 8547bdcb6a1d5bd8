import { setupWorker } from "msw/browser";
import { enablePersistence, resetDb } from "./db";
import { handlers } from "./handlers";

/**
 * Browser demo mode: the service worker answers the API calls from a db kept in
 * localStorage ('merchant-demo-db-v1'), so changes survive a reload.
 */
export async function startDemoApi(): Promise<void> {
  enablePersistence();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: "/mockServiceWorker.js" },
  });
}

/** Reseeds the demo data and stores it (the caller reloads the page afterwards). */
export function resetDemoData(): void {
  enablePersistence();
  resetDb();
}
