import { SettingOutlined } from "@ant-design/icons";
import { Breadcrumb, ConfigProvider, Layout, theme, type ThemeConfig } from "antd";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { config } from "../config";
import { useMobile } from "../engine/use-mobile";
import { useOnceTrue } from "../engine/use-once-true";
import { matchAppRoute } from "../routes/route-index";
import { useSettingsStore } from "../stores/settings-store";
import { ContentErrorBoundary } from "./error-boundary";
import { ConsoleFooter } from "./footer";
import { Navbar } from "./navbar";
import { CONTENT_MARGIN, CONTENT_MIN_HEIGHT, CONTENT_PADDING, CRUMB_MARGIN, NAVBAR_HEIGHT } from "./shell-frame";
import { ConsoleSider } from "./console-sider";
import { useNavItems } from "./sider-menu";
import { PHONE_CONTENT_CLASS, PHONE_TOUCH_TOKENS, PhoneTouchStyle } from "./phone-touch";
import { useKeyboardScrollRegions } from "./scroll-regions";
import { useUserStore } from "../stores/user-store";
import { MAIN_ID, SkipLink } from "./skip-link";
import { TabBar, TrackTabs } from "./tab-bar";
import { ScreenFallback } from "./screen-fallback";

// only an unverified shop (the user role) shows it: the others never load it (nor antd's Alert)
const ShopVerifyNotice = lazy(() => import("./shop-verify-notice").then((m) => ({ default: m.ShopVerifyNotice })));

// Off the first paint (issue 12): the 页面配置 drawer (colour picker, slider: ~18 KiB gzip) loads
// when first opened, and the floating settings button only when the navbar is hidden.
const SettingsDrawer = lazy(() => import("./settings-drawer").then((m) => ({ default: m.SettingsDrawer })));
const FloatButton = lazy(() => import("antd/es/float-button"));
// the phone's menu drawer, loaded when first opened
const MenuDrawer = lazy(() => import("./menu-drawer").then((m) => ({ default: m.MenuDrawer })));

/** A phone's screens: cards keep their width for what they hold (antd's 24px padding is desktop). */
const PHONE_THEME: ThemeConfig = { components: { Card: { bodyPadding: 12, headerPadding: 12 }, ...PHONE_TOUCH_TOKENS } };
/**
 * A desktop's screens: the enclosing theme, unchanged. Never `undefined`: antd's ConfigProvider adds
 * its theme context around the children only when given a theme, so a theme coming and going
 * with the device mode rebuilt the screen, and a form lost what was typed (issue 25, item 1).
 */
const DESKTOP_THEME: ThemeConfig = {};

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
  return <Breadcrumb items={[{ title: hit.section.title }, { title: heading }]} style={{ margin: `${CRUMB_MARGIN.top}px ${CRUMB_MARGIN.inline}px 0` }} />;
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
  // Under antd's md breakpoint (768px) the console is in mobile mode (issue 14): the menu is a
  // drawer opened from the navbar, which is always shown then (it holds the menu button).
  const mobile = useMobile();
  const unverified = useUserStore((s) => s.role === "user" && s.shop !== null && s.shop.verify_status !== 2);
  const setDevice = useSettingsStore((s) => s.setDevice);
  useEffect(() => setDevice(mobile ? "mobile" : "desktop"), [mobile, setDevice]);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuUsed = useOnceTrue(menuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const navbar = settings.navbar || mobile;
  const dark = settings.theme === "dark";
  const top = navbar ? NAVBAR_HEIGHT : 0;
  // a table or details scrolling sideways takes a Tab stop (a keyboard scrolls it)
  useKeyboardScrollRegions(MAIN_ID);

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <SkipLink />
      <TrackTabs />
      {navbar && <Navbar onOpenSettings={openDrawer} onOpenMenu={mobile ? () => setMenuOpen(true) : undefined} menuOpen={menuOpen} />}
      <Layout hasSider={!mobile}>
        {!mobile && <ConsoleSider items={navItems} top={top} />}
        <Layout style={{ minWidth: 0 }}>
          {settings.tabBar && <TabBar />}
          <ScreenHeading />
          <Layout.Content
            id={MAIN_ID}
            tabIndex={-1}
            className={mobile ? PHONE_CONTENT_CLASS : undefined}
            style={{
              outline: "none",
              // a phone keeps its width for the screen: the list's cards have their own padding
              margin: mobile ? CONTENT_MARGIN.phone : CONTENT_MARGIN.desktop,
              padding: mobile ? CONTENT_PADDING.phone : CONTENT_PADDING.desktop,
              minHeight: CONTENT_MIN_HEIGHT,
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {mobile && <PhoneTouchStyle />}
            <ConfigProvider theme={mobile ? PHONE_THEME : DESKTOP_THEME}>
              <ContentErrorBoundary resetKey={pathname}>
                <Suspense fallback={<ScreenFallback />}>
                  {unverified && (
                    <Suspense fallback={null}>
                      <ShopVerifyNotice />
                    </Suspense>
                  )}
                  {children}
                </Suspense>
              </ContentErrorBoundary>
            </ConfigProvider>
          </Layout.Content>
          {settings.footer && <ConsoleFooter />}
        </Layout>
      </Layout>
      <Suspense fallback={null}>
        {!navbar && (
          <FloatButton icon={<SettingOutlined />} tooltip="页面配置" aria-label="页面配置" onClick={openDrawer} />
        )}
        {drawerUsed && <SettingsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        {mobile && menuUsed && <MenuDrawer items={navItems} open={menuOpen} dark={dark} onClose={closeMenu} />}
      </Suspense>
    </Layout>
  );
}
