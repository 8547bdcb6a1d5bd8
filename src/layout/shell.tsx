import { App as AntdApp } from "antd";
import { Outlet } from "react-router";
import { ConsoleLayout } from "./console-layout";
import { ConsoleRefine } from "./console-refine";

/** The configs the shell stands on, for a screen of the route table (routes/sections.ts says why from here). */
export { resources } from "../resources";

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
