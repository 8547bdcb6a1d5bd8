/**
 * The date pickers' "now" on the shop's clock (decision 0073). The screens hold an API time
 * ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai) as a dayjs whose fields are that wall time (dates.tsx),
 * so it shows and goes back as it came in any browser zone; but antd's pickers took today's
 * cell, 今天 and 此刻 from the browser's clock, a day off in a European evening. rc-picker's
 * dayjs config asks `dayjs().tz()` for now when dayjs has a `tz` (its hook for a default zone,
 * ant-design discussion 50934): this plugin answers it with the shop's wall time, held alike.
 * dayjs's own timezone plugin (not loaded: 1 KiB more, and its offsets go wrong near the
 * browser's daylight-saving changes) would answer the same hook with a zoned dayjs instead.
 */
import dayjs, { type PluginFunc } from "dayjs";
import { formatShopTime } from "../shop-clock";

const shopNow: PluginFunc = (_option, Dayjs) => {
  const proto = Dayjs.prototype as { tz?: (this: dayjs.Dayjs) => dayjs.Dayjs };
  // the instant as the shop's wall time, in fields like every API time the screens hold
  proto.tz ??= function tz(this: dayjs.Dayjs) {
    return dayjs(formatShopTime(this.valueOf())).locale(this.locale());
  };
};

dayjs.extend(shopNow);
