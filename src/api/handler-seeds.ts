import type { SeedRows } from "../engine/seed-types";
import { seedCashAccounts, seedCashTrades } from "./handlers/sections/cash/cash-seed";
import { CASH_ACCOUNTS, CASH_TRADES } from "./handlers/sections/cash/cash-rows";
import { EXPORT_JOBS } from "./export-rows";

/**
 * Tables of hand-written handlers that no config declares (decision 0074): seeded with the
 * resources' (resource-seeds.ts appSeeds), so the server makes a table for each (main.ts passes
 * appSeeds' names as the store's other tables) and the demo's seed fills them. Without this a
 * handler's `db.records.X` would be a table of the call's memory on the server, dropped after it.
 */
export const handlerSeeds: Record<string, SeedRows> = {
  [CASH_ACCOUNTS]: seedCashAccounts,
  [CASH_TRADES]: seedCashTrades,
  // 导出 jobs: none in the demo's history
  [EXPORT_JOBS]: () => [],
  // 分销设置, one row per shop that saved its settings (handlers/sections/ump-collection/distribution.ts)
  distributionSetting: () => [],
  // 物流轨迹 (tracking/parcel-tracks.ts): none stored in the demo's history; the demo provider makes them when asked
  parcelTrack: () => [],
  // 消息中心: none in the demo's history (message-table.ts MESSAGES)
  message: () => [],
  // the counters of the configs' numbered fields (sequences.ts SEQUENCES): none before a record is made
  sequenceCounter: () => [],
};
