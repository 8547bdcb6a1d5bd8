import type { TableSource } from "../call-repository";
import { lockedByKey, rowsWhere } from "../locked-rows";
import type { Row, TableDef, Transaction } from "../repository/types";
import { appSeeds, seedResource } from "../resource-seeds";
import type { Db } from "../types";
import { parseDateTime } from "../util";
import { TRACK_STATES } from "../../resources/order/parcel.rules";
import type { TrackEvent, TrackingProvider, TrackQuery, TrackResult } from "./tracking-provider";

/**
 * A shop's parcels and their tracks (issue 49 item 5; decision 0116): an order's parcel (its
 * 运单号 once shipped by express) and a 售后's return parcel (the buyer's 退货快递), each track
 * stored in `parcelTrack` (one row per parcel: the record, the 运单号, the state, the steps and
 * when it was last asked), so a detail answers from the store and the provider is asked at most
 * every TRACK_EVERY_MINUTES a parcel, by the server's minute job (tracking-job.ts), until 签收.
 * A return parcel's 签收 sets the 售后's `return_signed_at` (the rule return_receive_days counts
 * from it).
 */

export const PARCEL_TRACKS = "parcelTrack";

/** How often one parcel not yet 签收 is asked again: 快递100 asks for no frequent polling of a number. */
export const TRACK_EVERY_MINUTES = 60;

export const PARCEL_TRACK_TABLE: TableDef = {
  name: PARCEL_TRACKS,
  aliasPrefix: "pt",
  fields: [
    // whose parcel: an order's (its alias) or a 售后's return (the refund's alias)
    { key: "resource", label: "单据类型", kind: "text", options: ["order", "refund"] },
    { key: "record_alias", label: "单据", kind: "text" },
    { key: "express_company", label: "快递公司", kind: "text" },
    { key: "express_no", label: "运单号", kind: "text" },
    { key: "state", label: "物流状态", kind: "text", options: TRACK_STATES },
    // the steps, newest first: [{at, where, what, state}]
    { key: "events", label: "物流轨迹", kind: "json" },
    { key: "checked_at", label: "查询时间", kind: "datetime" },
  ],
};

export const PARCEL_TRACK: TableSource = { def: PARCEL_TRACK_TABLE, rows: (db: Db) => seedResource(db, appSeeds, PARCEL_TRACKS) };

export type ParcelOf = "order" | "refund";

/** A parcel as the provider is asked about it. */
export interface Parcel extends TrackQuery {
  resource: ParcelOf;
  alias: string;
}

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : "");

/** The city of a region list ([省, 市, 区]): where the demo's parcel goes. */
const cityOf = (region: unknown): string | undefined => (Array.isArray(region) && typeof region[1] === "string" ? region[1] : undefined);

/** An order's parcel: shipped by express with a 运单号 (else none). */
export function orderParcel(order: Row): Parcel | null {
  const no = text(order.express_no);
  if (order.delivery_type !== "express" || !no || !order.shipped_at) return null;
  const address = (order.address ?? {}) as { mobile?: unknown; region?: unknown };
  return {
    resource: "order", alias: order.alias, company: text(order.express_company), no,
    phone: text(address.mobile) || undefined, shippedAt: text(order.shipped_at), to: cityOf(address.region),
  };
}

/** A 售后's return parcel: the buyer's 退货快递 once sent (else none); the buyer's mobile is the sender's. */
export function refundParcel(refund: Row): Parcel | null {
  const no = text(refund.return_express_no);
  if (!no || !refund.returned_at) return null;
  return {
    resource: "refund", alias: refund.alias, company: text(refund.return_express_company), no,
    phone: text(refund.buyer_mobile) || undefined, shippedAt: text(refund.returned_at),
  };
}

/** The stored tracks of `parcels`, by the record's alias (one query). */
export async function storedTracks(repo: Transaction, shop: string, parcels: readonly Parcel[]): Promise<Map<string, Row>> {
  const rows = await rowsWhere(repo.table(PARCEL_TRACKS), shop, "record_alias", parcels.map((p) => p.alias));
  return new Map(rows.map((r) => [`${String(r.resource)}:${String(r.record_alias)}`, r]));
}

export const trackKey = (parcel: Pick<Parcel, "resource" | "alias">): string => `${parcel.resource}:${parcel.alias}`;

const minutesBetween = (from: string, to: string): number => (parseDateTime(to).getTime() - parseDateTime(from).getTime()) / 60_000;

/** Whether a parcel's track is to be asked at `at`: never asked, asked of another 运单号, or not 签收 and asked TRACK_EVERY_MINUTES ago. */
export function trackDue(parcel: Parcel, stored: Row | undefined, at: string): boolean {
  if (!stored || stored.express_no !== parcel.no) return true;
  if (stored.state === "签收") return false;
  const checked = text(stored.checked_at);
  return !checked || minutesBetween(checked, at) >= TRACK_EVERY_MINUTES;
}

/** A stored track's steps (none stored: none). */
export const eventsOf = (stored: Row | undefined): TrackEvent[] => (Array.isArray(stored?.events) ? (stored.events as TrackEvent[]) : []);

/**
 * Stores what the provider answered of a parcel at `at` (`result` null: it could not be asked:
 * the steps kept, asked again after TRACK_EVERY_MINUTES); a return parcel's first 签收 is set on
 * its 售后 as `return_signed_at` (the 签收 step's time). The stored row.
 */
export async function storeTrack(repo: Transaction, shop: string, parcel: Parcel, stored: Row | undefined, result: TrackResult | null, at: string): Promise<Row> {
  const tracks = repo.table(PARCEL_TRACKS);
  const same = stored?.express_no === parcel.no;
  const values = {
    express_company: parcel.company,
    express_no: parcel.no,
    state: result?.state ?? (same ? stored?.state : "暂无"),
    events: result?.events ?? (same ? eventsOf(stored) : []),
    checked_at: at,
  };
  const patched = stored ? await tracks.patch(shop, stored.alias, values) : null;
  const row = patched ?? (await tracks.insert(shop, { resource: parcel.resource, record_alias: parcel.alias, ...values }));
  if (parcel.resource === "refund" && result?.state === "签收") await markReturnSigned(repo, shop, parcel, result);
  return row;
}

/** The 售后's `return_signed_at`, once: the time of the return's 签收 step (locked read: a step of the 售后 at once decides on it). */
async function markReturnSigned(repo: Transaction, shop: string, parcel: Parcel, result: TrackResult): Promise<void> {
  const refund = await lockedByKey(repo.table("refund"), shop, "alias", parcel.alias);
  if (!refund || refund.return_signed_at || refund.return_express_no !== parcel.no) return;
  const signed = result.events.find((e) => e.state === "签收")?.at;
  if (signed) await repo.table("refund").patch(shop, refund.alias, { return_signed_at: signed });
}

/** Asks the provider on the asker's clock `at`, `null` when it could not answer (the log is told, the parcel waits its turn). */
export async function askProvider(provider: TrackingProvider, parcel: Parcel, at: string): Promise<TrackResult | null> {
  try {
    return await provider.track({ company: parcel.company, no: parcel.no, phone: parcel.phone, shippedAt: parcel.shippedAt, to: parcel.to, asOf: at });
  } catch (error) {
    console.warn(`物流轨迹查询失败（${parcel.company} ${parcel.no}）：${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
