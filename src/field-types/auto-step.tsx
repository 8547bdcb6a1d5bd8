import { lazy, Suspense } from "react";
import { registerFieldType } from "../engine/field-types";
import { textWidth, CELL_PADDING } from "../engine/fields/column-width";

// this module loads with the configs (in the entry, before /login): the countdown's code (antd's
// Typography, the rules' store) loads with the first screen that shows one
const AutoStepText = lazy(() => import("../components/auto-step/auto-step-text").then((m) => ({ default: m.AutoStepText })));

/**
 * autoStep: what the shop's rules will do to the row, and in how long (AutoStepText: "23 分钟后
 * 自动关闭"), worked out from the row's own fields and the shop's rules in the page, never
 * stored or sent: its key holds nothing, and it is never filtered, sorted or edited.
 */
// its name is declared beside the rules it shows (shop-auto.rules.ts), which the configs import
const cell = (_value: unknown, _field: unknown, ctx: { record: Record<string, unknown> }) => (
  <Suspense fallback={null}>
    <AutoStepText record={ctx.record} />
  </Suspense>
);

registerFieldType("autoStep", {
  column: cell,
  detail: cell,
  input: () => null,
  // the longest it says: "10 天 23 小时后自动确认收货"
  columnWidth: () => ({ width: textWidth("10 天 23 小时后自动确认收货") + CELL_PADDING }),
});
