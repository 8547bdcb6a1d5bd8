/**
 * The signed-in shell's boxes and colours, in one place with no imports (decision 0126): the
 * layout draws with them, and the build's static frame (src/build/static-frame.ts) draws the same
 * boxes in index.html before any script runs, so React takes over without a shift. A size changed
 * here changes both; tests/build/static-frame.test.ts holds the colours to antd's theme.
 */

/** The navbar's height (the sider sits below it). */
export const NAVBAR_HEIGHT = 56;
/** The navbar's side padding and the gap between its items: desktop, phone. */
export const NAVBAR_PADDING = { desktop: 16, phone: 8 } as const;
export const NAVBAR_GAP = { desktop: 16, phone: 8 } as const;
/** The logo beside 商户后台 in the navbar, and the title's type. */
export const LOGO_SIZE = 28;
export const LOGO_GAP = 8;
export const TITLE_FONT_SIZE = 16;
export const TITLE_FONT_WEIGHT = 600;
/** The phone's menu button before the logo (antd's Button, type text: 32 px square). */
export const MENU_BUTTON_SIZE = 32;
/** The sider folded (settings: 折叠菜单). Its open width is the settings' menuWidth. */
export const SIDER_COLLAPSED_WIDTH = 64;
/** The screen's card: its margin and padding (desktop, phone), its least height. */
export const CONTENT_MARGIN = { desktop: 16, phone: 8 } as const;
export const CONTENT_PADDING = { desktop: 24, phone: 8 } as const;
export const CONTENT_MIN_HEIGHT = 280;
/**
 * The 多页签 bar (settings: tabBar): antd's small card Tabs under its 6 px top padding (tab-bar.tsx),
 * as drawn (antd sets its height; e2e/specs/static-frame.spec.mjs measures both against each other).
 */
export const TAB_BAR_HEIGHT = 38;
/** The breadcrumb strip above the screen (section › screen): its margin; one line of antd's 14 px text. */
export const CRUMB_MARGIN = { top: 12, inline: 16 } as const;
export const CRUMB_LINE_HEIGHT = 22;
/** The phone layout: below antd's md breakpoint (use-mobile.ts). */
export const PHONE_MAX_WIDTH = 767.98;

/**
 * antd's tokens the frame paints with (the layout reads them from theme.useToken()):
 * colorBgLayout, colorBgContainer, colorBorderSecondary, borderRadiusLG, and the dark sider's
 * Layout siderBg; light (the accessible theme) and dark (antd's dark algorithm).
 */
export const FRAME_COLOURS = {
  light: { layout: "#f5f5f5", container: "#ffffff", border: "#f0f0f0", text: "rgba(0,0,0,0.88)", sider: "#ffffff" },
  dark: { layout: "#000000", container: "#141414", border: "#303030", text: "rgba(255,255,255,0.85)", sider: "#001529" },
} as const;
export const FRAME_RADIUS = 8;

/** The static frame's element in index.html, removed once React has drawn the page (static-frame-handover.ts). */
export const STATIC_FRAME_ID = "static-frame";
