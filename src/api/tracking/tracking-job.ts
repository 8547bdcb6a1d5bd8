import { callRepository } from "../call-repository";
import { liveTransact } from "../live/publish";
import type { Ports } from "../ports";
import type { Transaction } from "../repository/types";
import { rowsByPages } from "../rows-by-pages";
import { formatDateTime } from "../util";
import type { TrackResult } from "./tracking-provider";
import { askProvider, orderParcel, refundParcel, storedTracks, storeTrack, trackDue, trackKey, type Parcel } from "./parcel-tracks";

/**
 * The server's minute job's tracking (rules-job.ts, through createApi): the parcels still on
 * their way (orders 待收货 shipped by express, returns 待商家收货) whose track is due
 * (parcel-tracks.ts trackDue) are asked of the provider, at most TRACKS_PER_RUN a run across the
 * shops (never-asked ones first, the latest shipped of them first, then the longest unasked). Per shop, the due parcels are read in
 * one transaction, the provider is asked outside any (a carrier's seconds hold no lock and no
 * connection), and the answers stored in a second transaction under the shop's lock.
 */

/** The most parcels one run asks about (the minute job's; 快递100 bills each query). */
export const TRACKS_PER_RUN = 20;
/**
 * How long one run keeps asking (wall clock): a carrier that answers slowly (快递100's 8 s
 * timeout, 20 times) must not hold the minute job, whose next runs wait for it, for minutes.
 */
export const TRACK_RUN_MS = 20_000;

type Ran<T> = (repo: Transaction) => Promise<T>;

async function inShop<T>(ports: Pick<Ports, "transact" | "live" | "tables">, shop: string, time: string, label: string, work: Ran<T>): Promise<T> {
  // a stored track (and a return's 签收) is published as any call's writes are (live/publish.ts)
  const reply = await liveTransact(ports, async (db, sql, notes) => {
    sql?.scope(shop);
    const done = await callRepository(ports.tables, db, { sql, now: () => time, notes }).transaction(work);
    return Response.json(done ?? null);
  }, label);
  return (await reply.json()) as T;
}

/** The shop's parcels on their way whose track is due at `time`, never-asked first, at most `limit`. */
async function dueParcels(repo: Transaction, shop: string, time: string, limit: number): Promise<Parcel[]> {
  const orders = await rowsByPages(repo.table("order"), shop, [
    { field: "status", kind: "equal", wanted: ["WAIT_CONFIRM"] }, { field: "delivery_type", kind: "equal", wanted: ["express"] },
  ]);
  const returns = await rowsByPages(repo.table("refund"), shop, [{ field: "status", kind: "equal", wanted: ["WAIT_SELLER_RECEIVE"] }]);
  const parcels = [...orders.map(orderParcel), ...returns.map(refundParcel)].filter((p): p is Parcel => p !== null);
  const stored = await storedTracks(repo, shop, parcels);
  // the longest unasked first (never asked: ""), and of those the latest shipped (what the merchant looks at)
  const checked = (p: Parcel) => String(stored.get(trackKey(p))?.checked_at ?? "");
  const order = (a: Parcel, b: Parcel) => checked(a).localeCompare(checked(b)) || String(b.shippedAt).localeCompare(String(a.shippedAt));
  return parcels.filter((p) => trackDue(p, stored.get(trackKey(p)), time)).sort(order).slice(0, limit);
}

/** Asks and stores the due tracks of `shops` at `at` (epoch ms); how many parcels were asked about. */
export async function refreshTracks(ports: Pick<Ports, "transact" | "live" | "tables" | "tracking">, at: number, shops: readonly string[], budget = TRACKS_PER_RUN): Promise<number> {
  const provider = ports.tracking;
  if (!provider || !ports.tables.has("order") || !ports.tables.has("refund")) return 0;
  const time = formatDateTime(new Date(at));
  // the real clock, whatever `at` the job runs on
  const started = performance.now();
  const late = () => performance.now() - started > TRACK_RUN_MS;
  let asked = 0;
  for (const shop of shops) {
    if (asked >= budget || late()) break;
    const due = await inShop(ports, shop, time, "tracking-job:due", (repo) => dueParcels(repo, shop, time, budget - asked));
    const answers: (TrackResult | null)[] = [];
    for (const parcel of due) {
      if (late()) break;
      answers.push(await askProvider(provider, parcel, time));
    }
    if (!answers.length) continue;
    const done = due.slice(0, answers.length);
    asked += done.length;
    await inShop(ports, shop, time, "tracking-job:store", async (repo) => {
      const stored = await storedTracks(repo, shop, done);
      for (const [i, parcel] of done.entries()) await storeTrack(repo, shop, parcel, stored.get(trackKey(parcel)), answers[i] ?? null, time);
      return done.length;
    });
  }
  return asked;
}
