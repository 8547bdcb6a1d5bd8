import type { HttpHandler } from "msw";
import type { Who } from "../../access/enforcer";
import { resources } from "../../resources";
import { tablesReachedBy } from "../call-repository";
import { mayCall, servesOf, servesResource, type Screens } from "../serves";
import { tableOfResource } from "../shop-tables";

/**
 * Who may hear a table's changes (decision 0113): whoever may open a page that shows it, as the
 * one enforcer answers for the page's calls (serves.ts mayCall). A config resource's table is
 * shown by its own pages (list, detail, edit); any other table (资产's, 素材库's, 导出's, the
 * 消息中心's) by the pages whose read calls reach it; a table only the shell's calls reach (a
 * signed-in person's own: their messages) to everyone signed in; a table no call declares, to the
 * shop's owner only.
 */

/** What the console calls a table's records: its refine resource (操作日志's is `auditLog`). */
export function resourceOfTable(table: string): string {
  return resources.find((r) => tableOfResource(r.name) === table)?.name ?? table;
}

/** Which pages show a table: their screens, or "shell" (any signed-in person). */
export type TableViewers = Map<string, Screens[] | "shell">;

/** The viewers of every table the handlers reach (create-api.ts: its handlers). */
export function tableViewers(handlers: readonly HttpHandler[]): TableViewers {
  const viewers: TableViewers = new Map();
  for (const config of resources) viewers.set(tableOfResource(config.name), [servesResource(config)]);
  const fromCalls = new Map<string, Screens[] | "shell">();
  for (const handler of handlers) {
    const serves = servesOf(handler)?.serves;
    if (!serves || serves === "public") continue;
    for (const table of tablesReachedBy(handler)) {
      if (viewers.has(table)) continue;
      const before = fromCalls.get(table);
      if (serves === "shell" || before === "shell") {
        fromCalls.set(table, "shell");
        continue;
      }
      // a read serves its screens as they are; an action's screens are read as pages to open
      const screens = "by" in serves ? serves.cases : [serves];
      fromCalls.set(table, [...(before ?? []), ...screens.map(({ section, routes }) => ({ section, routes }))]);
    }
  }
  for (const [table, screens] of fromCalls) viewers.set(table, screens);
  return viewers;
}

/** May `who` hear the changes of `table`? */
export async function mayHear(viewers: TableViewers, who: Who, table: string): Promise<boolean> {
  const shown = viewers.get(table);
  if (shown === "shell") return who.role !== "guest";
  if (!shown) return who.grants === null && who.role !== "guest";
  for (const screens of shown) if (await mayCall(who, screens)) return true;
  return false;
}
