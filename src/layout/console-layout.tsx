import { SettingOutlined } from "@ant-design/icons";
import { Breadcrumb, Layout, Spin, theme } from "antd";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { config } from "../config";
import { useOnceTrue } from "../engine/use-once-true";
import { matchAppRoute } from "../routes/route-index";
import { useSettingsStore } from "../stores/settings-store";
import { ContentErrorBoundary } from "./error-boundary";
import { ConsoleFooter } from "./footer";
import { Navbar, NAVBAR_HEIGHT } from "./navbar";
import { SiderMenu, useNavItems } from "./sider-menu";
import { MAIN_ID, SkipLink } from "./skip-link";
import { TabBar, useTrackTabs } from "./tab-bar";

// Off the first paint (issue 12): the 页面配置 drawer (colour picker, slider: ~18 KiB gzip) loads
// when first opened, and the floating settings button only when the navbar is hidden.
const SettingsDrawer = lazy(() => import("./settings-drawer").then((m) => ({ default: m.SettingsDrawer })));
const FloatButton = lazy(() => import("antd/es/float-button"));

/**
 * Section › screen of the current URL. The screen's name is the page's <h1> (screen readers
 * list pages by it), in the breadcrumb's look; a screen with no section has it out of sight.
 */
function ScreenHeading() {
  const { pathname } = useLocation();
  const hit = useMemo(() => matchAppRoute(pathname), [pathname]);
  if (!hit) return null;
  const heading = <h1 style={{ display: "inline", margin: 0, font: "inherit", color: "inherit" }}>{hit.route.title}</h1>;
  if (!hit.section || hit.section === hit.route) return <div className="visually-hidden">{heading}</div>;
  return <Breadcrumb items={[{ title: hit.section.title }, { title: heading }]} style={{ margin: "12px 16px 0" }} />;
}

export interface ConsoleLayoutProps {
  children: ReactNode;
  /** Menu from the server instead of the route table (default: config.serverMenu). */
  serverMenu?: boolean;
}

/**
 * The signed-in console: navbar, sider menu by role, optional tab bar, the screen
 * (behind Suspense and an error boundary), footer and the 页面配置 drawer.
 */
export function ConsoleLayout({ children, serverMenu = config.serverMenu }: ConsoleLayoutProps) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const settings = useSettingsStore();
  const navItems = useNavItems(serverMenu);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerUsed = useOnceTrue(drawerOpen);
  const openDrawer = () => setDrawerOpen(true);
  // Under 768px the sider folds away by itself; that state is not saved as a setting.
  const [narrow, setNarrow] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const collapsed = narrow ? !narrowOpen : settings.menuCollapsed;
  const dark = settings.theme === "dark";
  const top = settings.navbar ? NAVBAR_HEIGHT : 0;
  useTrackTabs();

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <SkipLink />
      {settings.navbar && <Navbar onOpenSettings={openDrawer} />}
      <Layout hasSider>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          width={settings.menuWidth}
          collapsedWidth={narrow ? 0 : 64}
          breakpoint="md"
          theme={dark ? "dark" : "light"}
          onBreakpoint={(broken) => {
            setNarrow(broken);
            setNarrowOpen(false);
          }}
          onCollapse={(value, type) => {
            if (type === "responsive") return;
            if (narrow) setNarrowOpen(!value);
            else settings.update({ menuCollapsed: value });
          }}
          style={{
            position: "sticky",
            top,
            height: `calc(100vh - ${top}px)`,
            zIndex: 10,
            borderInlineEnd: dark ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <nav aria-label="主菜单" style={{ height: "100%", overflowY: "auto", overflowX: "hidden" }}>
            <SiderMenu items={navItems} collapsed={collapsed} dark={dark} />
          </nav>
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          {settings.tabBar && <TabBar />}
          <ScreenHeading />
          <Layout.Content
            id={MAIN_ID}
            tabIndex={-1}
            style={{
              outline: "none",
              margin: 16,
              padding: 24,
              minHeight: 280,
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <ContentErrorBoundary resetKey={pathname}>
              <Suspense
                fallback={
                  <div style={{ display: "flex", justifyContent: "center", padding: 48 }}>
                    <Spin />
                  </div>
                }
              >
                {children}
              </Suspense>
            </ContentErrorBoundary>
          </Layout.Content>
          {settings.footer && <ConsoleFooter />}
        </Layout>
      </Layout>
      <Suspense fallback={null}>
        {!settings.navbar && (
          <FloatButton icon={<SettingOutlined />} tooltip="页面配置" aria-label="页面配置" onClick={openDrawer} />
        )}
        {drawerUsed && <SettingsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      </Suspense>
    </Layout>
  );
}
