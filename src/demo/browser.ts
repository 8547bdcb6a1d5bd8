import { BatchInterceptor } from "@mswjs/interceptors";
import { FetchInterceptor } from "@mswjs/interceptors/fetch";
import { XMLHttpRequestInterceptor } from "@mswjs/interceptors/XMLHttpRequest";
import { getResponse, type HttpHandler } from "msw";
import { byPath } from "../api/by-path";
import { demoLatencyMs } from "./demo-latency";
import { demoTransact, enablePersistence, resetPersisted } from "./db-persist";
import { handlers } from "../api/handlers";
import { createApi } from "../api/create-api";
import { servesPath } from "../api/served-paths";
import { demoSmsSender } from "./demo-sms";
import { demoTrackingProvider } from "../api/tracking/demo-tracking";

/**
 * Browser demo mode: the page's own fetch and XMLHttpRequest hand the API calls to the demo's
 * msw handlers, which work on the demo DB in IndexedDB (db-persist.ts), shared by every tab and
 * kept across reloads. The handlers run in the page, as they always did; only the way calls
 * reach them changed (decision 0044): msw's interceptors, as the tests' server uses them
 * (src/demo/node.ts), in place of a service worker, which had to install, activate and take
 * control of the page before the first call could leave, and then carried every script and
 * picture of the app through the page's main thread and back. A call the demo does not serve
 * goes to the network as it is.
 * `repaired`: stored demo data could not all be read and was reseeded (演示数据已重置).
 * Resolves once calls are answered: no call may leave before (src/console-entry.tsx).
 */
export async function startDemoApi(): Promise<{ repaired: boolean }> {
  // the demo texts no one: every code is 123456, as its forms say (decision 0071); it waits a
  // little before each answer so loading states are visible
  const api = createApi({ transact: demoTransact, sms: demoSmsSender, tracking: demoTrackingProvider(), latencyMs: demoLatencyMs() });
  const { repaired } = await enablePersistence();
  answerCalls(byPath(api.handlers));
  void unregisterOldWorker();
  return { repaired };
}

function answerCalls(served: HttpHandler[]): void {
  const interceptor = new BatchInterceptor({
    name: "merchant-demo-api",
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  interceptor.on("request", async ({ request, controller }) => {
    // a copy: msw adds the page's cookies to the request it reads, which for an XMLHttpRequest
    // the interceptor would pass on to the browser's (a "cookie" header it refuses, loudly)
    const response = await getResponse(served, request.clone());
    if (response) controller.respondWith(response);
  });
  interceptor.apply();
}

/**
 * Earlier versions answered through msw's service worker (mockServiceWorker.js): a browser that
 * ran one still has it registered, and every request of the page would wake it for nothing.
 */
async function unregisterOldWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => undefined)) ?? [];
  for (const registration of registrations) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (worker?.scriptURL.endsWith("/mockServiceWorker.js")) await registration.unregister().catch(() => false);
  }
}

/** Whether the demo answers POST `path`: the start-up check names config actions it does not (src/console-entry.tsx). */
export const demoServes = servesPath(handlers);

/** 重置演示数据: reseeds the demo data and stores it (the caller reloads the page afterwards). */
export async function resetDemoData(): Promise<void> {
  await enablePersistence();
  await resetPersisted();
}
