import { sanitizeHtml } from "../../engine/fields/sanitize";
import { conflict, fail, failWith, invalid, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";

/**
 * 社区笔记: POST note/status {alias, status} (下架 1 → 3, 发布 2/3 → 1), and the save rules a
 * config cannot say: a save publishes (1) or keeps a draft (2), never takes a note down
 * (that is the list's 下架); the content needs visible text or an image; the stored HTML is
 * sanitised like a strict server would (the screens sanitise again when they render).
 */

const STATUS_LABEL: Record<number, string> = { 1: "已发布", 2: "草稿", 3: "已下架" };

/** The target states each state may move to through the status call. */
const MOVES: Record<number, number[]> = { 1: [3], 2: [1], 3: [1] };

/** True when some HTML shows nothing: no text once tags are dropped, and no image. */
function blankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

export default {
  resource: "note",
  actions: {
    status: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("笔记不存在"));
      const target = body.status;
      if (target !== 1 && target !== 3) return fail(422, "笔记状态不正确");
      const from = Number(row.status);
      if (!(MOVES[from] ?? []).includes(target)) {
        return failWith(conflict(`笔记当前为“${STATUS_LABEL[from] ?? "未知"}”，不能${target === 3 ? "下架" : "发布"}`));
      }
      row.status = target;
      row.updated_at = now();
      return ok({ alias: row.alias, status: row.status });
    },
  },
  validate: (record, { existing }) => {
    const content = typeof record.content === "string" ? record.content : "";
    if (blankHtml(content)) return invalid("请输入正文");
    if (record.status === 3 && existing?.status !== 3) return invalid("保存时只能选择已发布或草稿，下架请使用列表中的“下架”");
    return null;
  },
  afterSave: (row) => {
    if (typeof row.content === "string") row.content = sanitizeHtml(row.content);
    row.views ??= 0;
    row.likes ??= 0;
  },
} satisfies ResourceExtension;
