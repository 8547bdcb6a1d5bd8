import type { TrackingProvider } from "../../api/tracking/tracking-provider";
import { demoTrackingProvider } from "../../api/tracking/demo-tracking";
import { kuaidi100Provider } from "./kuaidi100";

/**
 * The server's tracking provider, as TRACKING_PROVIDER names it (decision 0116), chosen as the
 * SMS sender is (sms/from-env.ts):
 *   kuaidi100  快递100's 实时查询: KUAIDI100_CUSTOMER and KUAIDI100_KEY
 *   demo       tracks made up from the 运单号 and the ship time (the default with the demo shop: SEED_DEMO=1, npm start)
 *   unset      none: a parcel shows its company and number, no track
 * A provider named but not configured stops the start with what is missing.
 */
export function trackingProviderFromEnv(env: NodeJS.ProcessEnv, fallback = ""): TrackingProvider | null {
  const kind = (env.TRACKING_PROVIDER ?? "").trim() || fallback;
  switch (kind) {
    case "":
    case "none":
      return null;
    case "demo":
      return demoTrackingProvider();
    case "kuaidi100": {
      const missing = ["KUAIDI100_CUSTOMER", "KUAIDI100_KEY"].filter((n) => !(env[n] ?? "").trim());
      if (missing.length) throw new Error(`TRACKING_PROVIDER=kuaidi100 需要设置 ${missing.join("、")}`);
      return kuaidi100Provider((env.KUAIDI100_CUSTOMER ?? "").trim(), (env.KUAIDI100_KEY ?? "").trim());
    }
    default:
      throw new Error(`TRACKING_PROVIDER=${kind} 未知：可选 kuaidi100、demo`);
  }
}

/** The start-up line's words for it. */
export const describeTracking = (provider: TrackingProvider | null): string => `物流轨迹：${provider ? provider.name : "未配置"}`;
