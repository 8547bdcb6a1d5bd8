import type { HttpHandler } from "msw";
import { exportFileResponse, runExportJobs } from "./export-jobs";
import { handlers } from "./handlers";
import { bindHandlers, portsOf, type Ports, type PortsGiven } from "./ports";
import { gatherTables } from "./call-repository";
import { EMPLOYEE, ROLE } from "./shop-tables";
import { runShopRules } from "./shop-rules/rules-run";
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
  /** The server's minute job: the due 导出 of each of `shops` run, the expired dropped (export-jobs.ts). */
  runExportJobs(at: number, shops: readonly string[]): Promise<number>;
  /** `GET /files/<id>.csv` (src/server/files.ts): an export's file, to its shop's staff who may export it. */
  exportFileResponse(request: Request, fileUrl: string, read: () => Promise<Uint8Array | null>): Promise<Response>;
}

export function createApi(given: PortsGiven, list: readonly HttpHandler[] = handlers): ApiOfPorts {
  const ports = portsOf(given);
  // every call's session check reads an employee and their role through the repository (route.ts, staff.ts), whichever handlers the API has
  for (const source of [EMPLOYEE, ROLE]) ports.tables.set(source.def.name, source);
  gatherTables(list, ports.tables);
  for (const [table, viewers] of tableViewers(list)) ports.liveViewers.set(table, viewers);
  return {
    // the live stream beside the calls (a GET, no call of the contract: live/events-route.ts)
    handlers: bindHandlers([...list, eventsHandler], ports),
    ports,
    bind: (more) => bindHandlers(more, { ...ports, tables: gatherTables(more, new Map(ports.tables)) }),
    runShopRules: (shop, at) => runShopRules(ports, shop, at),
    runExportJobs: (at, shops) => runExportJobs(ports, at, shops),
    exportFileResponse: (request, fileUrl, read) => exportFileResponse(ports, request, fileUrl, read),
  };
}
