import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { useMemo, type ReactNode } from "react";
import { refineResources } from "../engine/api-meta";
import { useLoadedConfigs } from "../engine/config-store";
import { EngineProvider } from "../engine/engine-context";
import { UnsavedChangesPrompt } from "../engine/unsaved-changes";
import type { ResourceConfig } from "../engine/types";
import { accessControlProvider } from "../providers/access-control";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { REST_PROVIDER, restDataProvider } from "../providers/rest-provider-entry";
import { i18nProvider } from "../providers/i18n";
import { liveProvider } from "../providers/live-provider";
import { useNotificationProvider } from "../providers/notification-provider";
import { queryClientConfig } from "../providers/query-policy";
import { appConfigs } from "../routes/app-configs";
import { ForgetPreviousAccount } from "./account-switch";
import { ForgetStaleReadsAhead } from "./stale-reads";
import { useEngineAccess } from "./engine-access";
import { useTreeSources } from "./grant-tree";

const dataProviders = { default: dataProvider, [REST_PROVIDER]: restDataProvider };

/**
 * refine with the app's providers and resources, the engine with the same resources and the
 * role's access checks, and the unsaved-changes prompt: what every
 * signed-in screen stands on (the shell, and the engine's tests without the layout).
 * Needs antd's <App> above it (toasts, confirm dialogs) and a data router. A test may hand
 * it other resources (fixtures).
 */
interface Props {
  children: ReactNode;
  /**
   * A test's resources and route matcher (fixtures the app does not have); default the app's,
   * those loaded so far (each screen's route loads its own: routes/app-configs.ts).
   */
  resources?: ResourceConfig[];
  match?: Parameters<typeof useEngineAccess>[0];
}

export function ConsoleRefine({ children, resources: own, match }: Props) {
  const access = useEngineAccess(match);
  const treeSources = useTreeSources();
  const loaded = useLoadedConfigs(appConfigs);
  const resources = own ?? loaded;
  const refined = useMemo(() => refineResources(resources), [resources]);
  return (
    <Refine
      routerProvider={routerProvider}
      // the provider API for most resources; plain REST services for `api.rest` ones (decision 0018)
      dataProvider={dataProviders}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      // the server's events refetch what a change touches: lists, details, counts (decision 0113)
      liveProvider={liveProvider}
      resources={refined}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        // every query of a resource refetches on its changes; a form being edited opts out (form-screen.tsx)
        liveMode: "auto",
        // no retries (decision 0038), offline behaviour (decision 0007)
        reactQuery: { clientConfig: queryClientConfig },
      }}
    >
      <EngineProvider resources={resources} access={access} treeSources={treeSources} store={own ? undefined : appConfigs}>
        {children}
      </EngineProvider>
      <UnsavedChangesPrompt />
      <ForgetPreviousAccount />
      <ForgetStaleReadsAhead />
    </Refine>
  );
}
