/**
 * A phone's touch targets (issue 23, part 4): whatever a finger presses in the screen is at least
 * 32×32 px. antd's small and link buttons are 24 px high, the row's links (查看, 编辑) 16 px, a bare
 * checkbox 16 px; tokens (PHONE_TOUCH_TOKENS) make switches and pagers bigger, and these rules,
 * scoped to the content on a phone, give the others room to press without changing their look.
 * A link inside a sentence stays text (WCAG 2.5.8 exempts it); a link's box is an inline-block
 * one line high, so a title cut with an ellipsis keeps its ellipsis and its alignment.
 */
import type { ThemeConfig } from "antd";

/** The content's class on a phone, scoping the rules below. */
export const PHONE_CONTENT_CLASS = "console-phone";

const TOUCH = 32;
const S = `.${PHONE_CONTENT_CLASS}`;

// !important: antd's own rules set min-width: 0 on these boxes, more specific than a scope can be
const MIN = `min-height: ${TOUCH}px !important; min-width: ${TOUCH}px !important;`;
const RULES = `
${S} .ant-btn { ${MIN} }
${S} a[href]:not(:where(p, .ant-typography, .ant-alert) a) {
  display: inline-block; line-height: ${TOUCH}px; vertical-align: middle; ${MIN}
}
${S} .ant-checkbox-wrapper, ${S} .ant-radio-wrapper { align-items: center; justify-content: center; ${MIN} }
${S} .ant-input-clear-icon { padding: 10px; margin: -10px; box-sizing: content-box; }
`;

/** The rules, drawn with the content on a phone. */
export const PhoneTouchStyle = () => <style data-phone-touch="">{RULES}</style>;

/** antd tokens of the same: a switch and a pager button a finger can take. */
export const PHONE_TOUCH_TOKENS: ThemeConfig["components"] = {
  Switch: { trackHeight: TOUCH, trackMinWidth: 52, handleSize: TOUCH - 4, innerMaxMargin: 34, innerMinMargin: 10 },
  Pagination: { itemSizeSM: TOUCH, itemSize: TOUCH },
};
