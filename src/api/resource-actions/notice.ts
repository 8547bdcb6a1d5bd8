import noticeConfig from "../../resources/dashboard/notice";
import { isEmpty } from "../query";
import { tableDefOf } from "../repository/field-kinds";
import type { ListQuery, Row, TableRepository } from "../repository/types";
import { aliasPrefix } from "../resource-seeds";
import { failWith, notFound, ok } from "../respond";
import type { ResourceExtension, ResourceActionCtx } from "../resource-extension";
import type { Session } from "../route";
import { listQueryOf, type ListShape } from "../shop-table-calls";

/**
 * 公告: read or unread is each account's own (issue 37: the 工作台's badge said the shop's unread
 * count whoever looked). A notice keeps the accounts that opened it (`read_by`, the shop's own
 * accounts' aliases, shown nowhere); its 状态 (`is_read`, 1 已读 / 2 未读) is the caller's,
 * worked out as it is sent. Opening a notice (detail) marks it read for the caller, as a mail
 * client would: the notice read forUpdate and its `read_by` patched through the call's repository.
 * The list is a query of the shop's notices (issue 48 step 3): 已读 is "read_by holds the caller";
 * 未读, which no query can say, is the query's rows less those, read page by page up to the page asked.
 */

/** Who reads: an employee by their alias, the shop's owner by theirs (route.ts Session). */
export const readerOf = (session: Pick<Session, "user" | "staff">): string => session.staff?.alias ?? session.user.alias;

/** Whether `reader` has opened the notice. */
export const hasRead = (row: Readonly<Record<string, unknown>>, reader: string): boolean =>
  Array.isArray(row.read_by) && row.read_by.includes(reader);

/** The notices as their reader sees them: their 状态 (one presenter for the page). */
async function presentFor(ctx: ResourceActionCtx, rows: Row[]): Promise<Record<string, unknown>[]> {
  const show = await ctx.presenter(rows);
  return rows.map((row) => ({ ...show(row), is_read: hasRead(row, readerOf(ctx)) ? 1 : 2 }));
}

/** The list's stored fields: 状态 is worked out, `read_by` asked only as the caller's 已读. */
const shape: ListShape = {
  def: tableDefOf(noticeConfig, aliasPrefix(noticeConfig.name)),
  keyword: noticeConfig.keyword?.fields ?? ["title"],
  hidden: ["is_read", "read_by"],
  ...(noticeConfig.defaultSort ? { defaultSort: [noticeConfig.defaultSort.field, noticeConfig.defaultSort.order] } : {}),
};

/** Which 状态 the body asks for: both (no filter), only 已读 (1) or only 未读 (2). */
function statesAsked(wanted: unknown): { read: boolean; unread: boolean } {
  if (isEmpty(wanted)) return { read: true, unread: true };
  const asked = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
  return { read: asked.includes("1"), unread: asked.includes("2") };
}

/** The page of the caller's unread notices: the query's rows read a page at a time, the read ones skipped, until the page is full. */
async function unreadPage(table: TableRepository, query: ListQuery, reader: string): Promise<{ rows: Row[]; total: number }> {
  const where = { shop: query.shop, filters: query.filters, keyword: query.keyword };
  const readOnes = await table.count({ ...where, filters: [...query.filters, { field: "read_by", kind: "equal", wanted: reader }] });
  const total = (await table.count(where)) - readOnes;
  const skip = (query.page - 1) * query.pageSize;
  const unread: Row[] = [];
  const size = Math.max(query.pageSize, 50);
  for (let page = 1; unread.length < skip + query.pageSize; page += 1) {
    const found = await table.find({ ...query, page, pageSize: size });
    unread.push(...found.rows.filter((row) => !hasRead(row, reader)));
    if (found.rows.length < size) break;
  }
  return { rows: unread.slice(skip, skip + query.pageSize), total };
}

export default {
  resource: "notice",
  actions: {
    list: async (ctx) => {
      const table = ctx.repo.table("notice");
      const reader = readerOf(ctx);
      const query = listQueryOf(shape, ctx.shop.alias, ctx.body);
      const { read, unread } = statesAsked(ctx.body.is_read);
      let found: { rows: Row[]; total: number };
      if (read && unread) found = await table.find(query);
      else if (read) found = await table.find({ ...query, filters: [...query.filters, { field: "read_by", kind: "equal", wanted: reader }] });
      else if (unread) found = await unreadPage(table, query, reader);
      else found = { rows: [], total: 0 };
      return ok({ list: await presentFor(ctx, found.rows), total: found.total, page: query.page, page_size: query.pageSize });
    },
    detail: async (ctx) => {
      // read for the write it may make (its read_by), locked to the call's end
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("公告不存在"));
      const reader = readerOf(ctx);
      if (hasRead(row, reader)) return ok((await presentFor(ctx, [row]))[0]);
      const readBy = [...(Array.isArray(row.read_by) ? row.read_by : []), reader];
      const stored = await ctx.repo.table("notice").patch(ctx.shop.alias, row.alias, { read_by: readBy });
      return ok((await presentFor(ctx, [stored ?? row]))[0]);
    },
  },
} satisfies ResourceExtension;
