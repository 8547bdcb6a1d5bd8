import { listPage } from "../query";
import { failWith, notFound, ok } from "../respond";
import type { ResourceExtension, ResourceActionCtx } from "../resource-extension";
import type { Session } from "../route";
import type { ResourceRow } from "../types";

/**
 * 公告: read or unread is each account's own (issue 37: the 工作台's badge said the shop's unread
 * count whoever looked). A notice keeps the accounts that opened it (`read_by`, the shop's own
 * accounts' aliases, shown nowhere); its 状态 (`is_read`, 1 已读 / 2 未读) is the caller's,
 * worked out as it is sent. Opening a notice (detail) marks it read for the caller, as a mail client would.
 * The list is the shop's notices (the platform's, a few a month), read whole and paged here:
 * 状态 is no stored column a store could filter by.
 */

/** Who reads: an employee by their alias, the shop's owner by theirs (route.ts Session). */
export const readerOf = (session: Pick<Session, "user" | "staff">): string => session.staff?.alias ?? session.user.alias;

/** Whether `reader` has opened the notice. */
export const hasRead = (row: Readonly<Record<string, unknown>>, reader: string): boolean =>
  Array.isArray(row.read_by) && row.read_by.includes(reader);

/** The notice as its reader sees it: their 状态. */
function presentFor(ctx: ResourceActionCtx, row: ResourceRow): Record<string, unknown> {
  return { ...ctx.present(row), is_read: hasRead(row, readerOf(ctx)) ? 1 : 2 };
}

export default {
  resource: "notice",
  actions: {
    list: (ctx) =>
      ok(listPage(ctx.records(), ctx.body, {
        present: (row) => presentFor(ctx, row),
        search: (_row, out) => [String(out.title ?? "")],
        defaultSort: ctx.config.defaultSort ? [ctx.config.defaultSort.field, ctx.config.defaultSort.order] : undefined,
      })),
    detail: (ctx) => {
      const row = ctx.find(ctx.body.alias);
      if (!row) return failWith(notFound("公告不存在"));
      const reader = readerOf(ctx);
      if (!hasRead(row, reader)) row.read_by = [...(Array.isArray(row.read_by) ? row.read_by : []), reader];
      return ok(presentFor(ctx, row));
    },
  },
} satisfies ResourceExtension;
