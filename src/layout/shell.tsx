import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/antd";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import { Outlet } from "react-router";
import { refineResources } from "../engine/api-meta";
import { resources } from "../resources";
import { accessControlProvider } from "../providers/access-control";
import { authProvider } from "../providers/auth-provider";
import { dataProvider } from "../providers/data-provider";
import { i18nProvider } from "../providers/i18n";
import { ConsoleLayout } from "./console-layout";
import { UnsavedChangesPrompt } from "./unsaved-changes-prompt";

/**
 * Everything a signed-in screen stands on: refine with the app's providers, and the layout.
 * antd's <App> gives refine's notifications and the screens' confirm dialogs the theme.
 */
export default function Shell() {
  return (
    <AntdApp>
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
        <ConsoleLayout>
          <Outlet />
        </ConsoleLayout>
        {/* 有未保存的修改 warning when leaving a changed form */}
        <UnsavedChangesPrompt />
      </Refine>
    </AntdApp>
  );
}
