import type { TrackState, TrackStep } from "../../resources/order/parcel.rules";

/**
 * Where a parcel is (issue 49 item 5; decision 0116): the API's port to a carrier aggregator, as
 * the SMS sender is its port to a gateway (sms-sender.ts). The host hands one to createApi
 * (ports.ts `tracking`): the page and the tests the demo's (demo-tracking.ts: tracks made up from
 * the 运单号 and the ship time), the server the one TRACKING_PROVIDER names (src/server/tracking:
 * 快递100), or none (a production server not configured: parcels show no track).
 */

export type { TrackState } from "../../resources/order/parcel.rules";
/** One step of a track (parcel.rules.ts TrackStep). */
export type TrackEvent = TrackStep;

export interface TrackQuery {
  /** 快递公司 as the console names it (ship.rules.ts EXPRESS_COMPANIES). */
  company: string;
  /** 运单号. */
  no: string;
  /** The receiver's (or sender's) mobile: 顺丰 answers only with its last four digits. */
  phone?: string;
  /** When it was shipped (YYYY-MM-DD HH:mm:ss): the demo's track starts there; carriers know it. */
  shippedAt?: string;
  /** The receiver's city: where the demo's parcel goes. */
  to?: string;
  /** The asker's clock (YYYY-MM-DD HH:mm:ss: the job's, a test harness's): the demo's steps due by then; a carrier answers as of now. */
  asOf?: string;
}

export interface TrackResult {
  state: TrackState;
  /** Newest first, as carriers answer. */
  events: TrackEvent[];
}

export interface TrackingProvider {
  /** How the server's start-up line names it (演示轨迹, 快递100 …). */
  readonly name: string;
  /** The parcel's track now; rejects when the carrier could not be asked (the job tries again later). */
  track(query: TrackQuery): Promise<TrackResult>;
}

/** The state of a track: its newest step's, else 暂无. */
export const stateOf = (events: readonly TrackEvent[]): TrackState => events[0]?.state ?? "暂无";
