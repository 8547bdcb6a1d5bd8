import { runRefundsDue } from "./shop-rules/refund-due";
import type { HttpHandler } from "msw";
import { exportFileResponse, runExportJobs } from "./export-jobs";
import { handlers } from "./handlers";
import { bindHandlers, portsOf, type Ports, type PortsGiven } from "./ports";
import { gatherTables } from "./call-repository";
import { EMPLOYEE, ROLE } from "./shop-tables";
import { MESSAGE } from "./message-table";
import { runShopRules } from "./shop-rules/rules-run";
import { refreshTracks } from "./tracking/tracking-job";
import { runBuyerStep } from "./buyer-run";
import type { BuyerStep } from "./buyer-steps";
import { tableViewers } from "./live/table-pages";
import { eventsHandler } from "./live/events-route";

/**
 * The one place the API is assembled (issue 48 item 1): handed its store and its ports, it answers
 * with the handlers bound to them and the entry points its host calls beside them. The server
 * builds one on its SQL store (src/server/main.ts), the page and the tests on the demo's store
 * (src/demo). Nothing is installed in module state: two APIs built with different ports answer
 * each with its own, in one process.
 */
export interface ApiOfPorts {
  /** Every handler of the API (handlers/index.ts), answering on these ports. */
  handlers: HttpHandler[];
  /** The ports as the calls find them. */
  ports: Ports;
  /** Other handlers declared by route.ts (a test's fixture resources), answering on these ports. */
  bind(list: readonly HttpHandler[]): HttpHandler[];
  /** The server's minute job: one shop's 店铺规则 at `at` (epoch ms), its due rows moved on (shop-rules/rules-run.ts); how many moved. */
  runShopRules(shop: string, at: number): Promise<number>;
  /** The test harness's buyer (`/__test/buyer/<step>`, ALLOW_RESET only): a buyer's step at `at` (epoch ms) on the shop `body.shop` (buyer-run.ts). */
  runBuyerStep(step: BuyerStep, body: Record<string, unknown>, at: number): Promise<Response>;
  /** The server's minute job: the due 导出 of each of `shops` run, the expired dropped (export-jobs.ts). */
  runExportJobs(at: number, shops: readonly string[]): Promise<number>;
  /** The server's minute job: the due 物流轨迹 of `shops` asked of the tracking provider and stored (tracking/tracking-job.ts); how many asked. */
  refreshTracks(at: number, shops: readonly string[]): Promise<number>;
  /** The server's minute job: each of `shops`' 售后 a rule decides within a day told once (消息中心 refund.due: shop-rules/refund-due.ts). */
  runRefundsDue(at: number, shops: readonly string[]): Promise<number>;
  /** `GET /files/<id>.csv` (src/server/files.ts): an export's file, to its shop's staff who may export it. */
  exportFileResponse(request: Request, fileUrl: string, read: () => Promise<Uint8Array | null>): Promise<Response>;
}

export function createApi(given: PortsGiven, list: readonly HttpHandler[] = handlers): ApiOfPorts {
  const ports = portsOf(given);
  // every call's session check reads an employee and their role through the repository (route.ts, staff.ts), whichever handlers the API has
  // and any call may leave the shop a message (shop-messages.ts notifyShop)
  for (const source of [EMPLOYEE, ROLE, MESSAGE]) ports.tables.set(source.def.name, source);
  gatherTables(list, ports.tables);
  for (const [table, viewers] of tableViewers(list)) ports.liveViewers.set(table, viewers);
  return {
    // the live stream beside the calls (a GET, no call of the contract: live/events-route.ts)
    handlers: bindHandlers([...list, eventsHandler], ports),
    ports,
    bind: (more) => bindHandlers(more, { ...ports, tables: gatherTables(more, new Map(ports.tables)) }),
    runShopRules: (shop, at) => runShopRules(ports, shop, at),
    runBuyerStep: (step, body, at) => runBuyerStep(ports, step, body, at),
    runExportJobs: (at, shops) => runExportJobs(ports, at, shops),
    refreshTracks: (at, shops) => refreshTracks(ports, at, shops),
    runRefundsDue: (at, shops) => runRefundsDue(ports, at, shops),
    exportFileResponse: (request, fileUrl, read) => exportFileResponse(ports, request, fileUrl, read),
  };
}
