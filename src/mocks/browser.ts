import { setupWorker } from "msw/browser";
import { byPath } from "./by-path";
import { setLatencyMs } from "./db";
import { demoLatencyMs } from "./demo-latency";
import { enablePersistence, resetPersisted } from "./db-persist";
import { handlers } from "./handlers";

/**
 * Browser demo mode: the service worker hands the API calls to handlers that work on the
 * demo DB in IndexedDB (db-persist.ts), shared by every tab and kept across reloads.
 * `repaired`: stored demo data could not all be read and was reseeded (演示数据已重置).
 * Resolves once the worker controls the page: no call may leave before (src/main.tsx).
 */
export async function startDemoApi(): Promise<{ repaired: boolean }> {
  const { repaired } = await enablePersistence();
  setLatencyMs(demoLatencyMs());
  const worker = setupWorker(...byPath(handlers));
  const registration = await quietUpdateCheck(() =>
    worker.start({
      onUnhandledRequest: "bypass",
      quiet: true,
      serviceWorker: { url: "/mockServiceWorker.js" },
    }),
  );
  // A page the worker does not control yet must not send a call: it would miss the demo API,
  // fail, and sign every tab out (the cookie is shared). The entry holds every call until this
  // resolves (providers/api-ready.ts) while the app renders. msw reloads such a page when a
  // worker was already registered (a hard reload); on a first visit the new worker claims it.
  // On a reload the page can also come up under the previous worker, which unregistered itself
  // when the old page closed (mockServiceWorker.js, CLIENT_CLOSED): that one lets this page's
  // calls through to the file server, so wait until the worker msw started has claimed it.
  while (!navigator.serviceWorker.controller || (registration?.active && navigator.serviceWorker.controller !== registration.active)) {
    await controllerChange();
  }
  return { repaired };
}

function controllerChange(): Promise<void> {
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
  });
}

/**
 * msw's start calls `registration.update()` on an already registered worker without
 * handling its promise; the update check fails when the page navigates or goes offline
 * meanwhile, and the rejection surfaced as an uncaught console error. A failed check is
 * harmless (the registered worker keeps serving), so while msw starts, update() ends quietly.
 */
async function quietUpdateCheck<T>(start: () => Promise<T>): Promise<T> {
  const proto = typeof ServiceWorkerRegistration === "undefined" ? null : ServiceWorkerRegistration.prototype;
  if (!proto) return start();
  const update = proto.update;
  proto.update = function quietUpdate(this: ServiceWorkerRegistration) {
    return update.call(this).catch(() => this);
  };
  try {
    return await start();
  } finally {
    proto.update = update;
  }
}

/** 重置演示数据: reseeds the demo data and stores it (the caller reloads the page afterwards). */
export async function resetDemoData(): Promise<void> {
  await enablePersistence();
  await resetPersisted();
}
