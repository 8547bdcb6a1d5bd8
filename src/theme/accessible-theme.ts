import { theme, type ThemeConfig } from "antd";
import { readableOn } from "./contrast";

// Issue 14: antd's light theme draws several texts below WCAG AA's 4.5:1 (links #1677ff on white
// 4.1:1, secondary texts rgba(0,0,0,.45) 3.4:1, red link buttons and form errors 3.3:1, tag texts
// on their tints ~3.3:1). These tokens darken just those texts, from the colours in use, so a
// primary colour picked in 页面配置 still gives readable links. The dark theme keeps antd's own.

const WHITE = "#ffffff";
/** The lightest background texts sit on (colorBgLayout): readable there is readable on white too. */
const LAYOUT_GREY = "#f5f5f5";
/** antd's faintest grey, rgba(0,0,0,.25) on white: placeholders, disabled texts, an off switch (1.8:1). */
const FAINT = "#bfbfbf";

const PRESET_COLORS = [
  "blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange",
  "yellow", "volcano", "geekblue", "lime", "gold",
] as const;

const STATUSES = ["Success", "Info", "Warning", "Error"] as const;

type Tokens = Record<string, string>;

/** Theme of the light mode with `colorPrimary`: antd's tokens plus the readable text colours. */
export function accessibleLightTheme(colorPrimary: string): Pick<ThemeConfig, "token" | "components"> {
  const base = theme.getDesignToken({ token: { colorPrimary } }) as unknown as Tokens;
  const on = (key: string, bg = LAYOUT_GREY) => readableOn(base[key]!, bg);

  const statusTexts = Object.fromEntries(STATUSES.map((s) => [`color${s}Text`, on(`color${s}Text`)]));
  // Tag colours its text with the palette's 7th shade on the 1st, and a status tag with color<Status> on color<Status>Bg.
  const tagTexts = {
    ...Object.fromEntries(PRESET_COLORS.map((c) => [`${c}7`, readableOn(base[`${c}7`]!, base[`${c}1`]!)])),
    ...Object.fromEntries(STATUSES.map((s) => [`color${s}`, readableOn(base[`color${s}`]!, base[`color${s}Bg`]!)])),
  };

  return {
    token: {
      colorPrimary,
      colorLink: on("colorPrimary", WHITE),
      colorLinkHover: on("colorPrimaryHover", WHITE),
      colorLinkActive: on("colorPrimaryActive", WHITE),
      // secondary texts (breadcrumb, descriptions labels, form extras, statistic titles): 0.45 → 0.62
      colorTextTertiary: "rgba(0, 0, 0, 0.62)",
      colorTextDescription: "rgba(0, 0, 0, 0.62)",
      // red texts: danger link buttons, form errors
      colorError: on("colorError", WHITE),
      // a select's or an input's placeholder (请选择…): text a merchant reads to know what to enter
      colorTextPlaceholder: readableOn(FAINT, WHITE),
      ...statusTexts,
    },
    components: {
      Tag: tagTexts,
      // a default button's text while hovered or pressed (a phone's tapped 筛选 stays hovered)
      // and a red link button's (删除) while hovered or pressed, on a hovered row's grey
      Button: {
        defaultHoverColor: on("colorPrimaryHover", WHITE),
        defaultActiveColor: on("colorPrimaryActive", WHITE),
        colorErrorHover: on("colorErrorHover"),
        colorErrorActive: on("colorErrorActive"),
      },
      // the calendar's days of the months before and after (antd draws them in the disabled grey),
      // which can be picked like the others
      DatePicker: { colorTextDisabled: readableOn(FAINT, WHITE) },
      // a table's own empty text (a page's words, e.g. 该会员还没有订单) is drawn in the disabled grey
      Table: { colorTextDisabled: readableOn(FAINT, WHITE) },
      // a locked select's value (e.g. a gift card's 类型 once created) is still read, on its grey
      Select: { colorTextDisabled: readableOn(FAINT, LAYOUT_GREY) },
      // the white 开启/关闭 on the switch's track: off (grey), hovered, and on (primary)
      Switch: {
        colorTextQuaternary: readableOn(FAINT, WHITE),
        colorTextTertiary: readableOn(FAINT, WHITE, 6),
        colorPrimary: on("colorPrimary", WHITE),
        colorPrimaryHover: on("colorPrimaryHover", WHITE),
      },
    },
  };
}
