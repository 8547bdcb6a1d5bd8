import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/antd";
import routerProvider from "@refinedev/react-router";
import type { ReactNode } from "react";
import { refineResources } from "../engine/api-meta";
import { UnsavedChangesPrompt } from "../engine/unsaved-changes";
import { resources } from "../resources";
import { accessControlProvider } from "../providers/access-control";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { i18nProvider } from "../providers/i18n";

/**
 * refine with the app's providers and resources, and the unsaved-changes prompt: what every
 * signed-in screen stands on (the shell, and the engine's tests without the layout).
 * Needs antd's <App> above it (toasts, confirm dialogs) and a data router.
 */
export function ConsoleRefine({ children }: { children: ReactNode }) {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={refineResources(resources)}
      options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true }}
    >
      {children}
      <UnsavedChangesPrompt />
    </Refine>
  );
}
