import { App as AntdApp } from "antd";
import { Outlet } from "react-router";
import { ConsoleLayout } from "./console-layout";
import { ConsoleRefine } from "./console-refine";

/**
 * Everything a signed-in screen stands on: refine with the app's providers, and the layout.
 * antd's <App> gives refine's notifications and the screens' confirm dialogs the theme.
 */
export default function Shell() {
  return (
    <AntdApp>
      <ConsoleRefine>
        <ConsoleLayout>
          <Outlet />
        </ConsoleLayout>
      </ConsoleRefine>
    </AntdApp>
  );
}
