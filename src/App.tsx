import { lazy, Suspense, useEffect, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { buildRoutes } from "./routes/build-routes";
import { followGrantChanges, sendToLoginOnLogout } from "./routes/session-navigation";

// loaded only when a declaration is wrong: the first paint of a sound console does not carry it
const ConfigErrors = lazy(() => import("./pages/config-errors"));

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

/** The one router of the page, made on first use (StrictMode renders twice; a router is made once). */
function appRouter(): AppRouter {
  router ??= createBrowserRouter(buildRoutes());
  return router;
}

/**
 * The app's root component (decision 0016): the route tree of every screen (src/routes), and
 * through it the providers, each where its screens are:
 * - every route: antd's locale and theme, toasts, the document title (app-root.tsx, the root
 *   route's element);
 * - the signed-in routes: refine with its data, auth, access-control and i18n providers
 *   (layout/console-refine.tsx inside the shell), so /login loads neither refine nor casbin;
 * - every call: the HTTP client (providers/http.ts).
 * A logout anywhere (button, 401, another tab) sends the page to /login with the way back;
 * an employee's changed grants run the guard again for the page on show.
 * A wrong declaration (a config, a section, a page) shows its problems instead (decision 0034).
 */
export function App() {
  const errors = useConfigErrors();
  if (errors.length) {
    return (
      <Suspense>
        <ConfigErrors errors={errors} />
      </Suspense>
    );
  }
  return <Console />;
}

/**
 * The declarations' problems, once the start-up check (routes/declaration-check.ts) has run;
 * none before. In development only: the console's build runs the check and stops on a problem
 * (src/build/route-manifest.ts), so a built console carries neither the check nor the configs
 * it reads in its entry.
 */
const configCheck: Promise<string[]> = import.meta.env.DEV
  ? import("./routes/declaration-check").then((m) => m.configCheck)
  : Promise.resolve([]);

function useConfigErrors(): string[] {
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void configCheck.then((found) => {
      if (live) setErrors(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return errors;
}

/** The console itself, once its declarations passed the start-up check. */
function Console() {
  const appRoutes = appRouter();
  useEffect(() => {
    const stopLogout = sendToLoginOnLogout(appRoutes);
    const stopGrants = followGrantChanges(appRoutes);
    return () => {
      stopLogout();
      stopGrants();
    };
  }, [appRoutes]);
  return <RouterProvider router={appRoutes} />;
}
