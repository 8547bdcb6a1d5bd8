import { invalid } from "../respond";
import type { ResourceExtension } from "../resources";

/**
 * 社区笔记: the list's 下架 / 发布 is the config's toggle (note/status, served generically),
 * refused from a state it does not leave (only a published note is taken down, only a
 * draft or a note taken down is published), and the save rules a config cannot say: a save
 * publishes (1) or keeps a draft (2), never takes a note down (that is the list's 下架); the
 * content needs visible text or an image once sanitised (resource-input.ts sanitises
 * every rich-text field on save; the screens sanitise again when they render). A new note's
 * 浏览量 and 点赞数 are 0, stored with it: the config's defaults of the two read-only fields (no
 * afterSave writes them after the save, so the one insert through the repository holds them).
 */

/** True when some HTML shows nothing: no text once tags are dropped, and no image. */
function blankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

export default {
  resource: "note",
  // 409 笔记当前为“草稿”，不能下架 (the message names the state and the toggle's label)
  refuseToggleWhen: [
    { action: "status", to: 3, field: "status", notIn: [1] },
    { action: "status", to: 1, field: "status", in: [1] },
  ],
  validate: (record, { existing }) => {
    const content = typeof record.content === "string" ? record.content : "";
    if (blankHtml(content)) return invalid("请输入正文");
    if (record.status === 3 && existing?.status !== 3) return invalid("保存时只能选择已发布或草稿，下架请使用列表中的“下架”");
    return null;
  },
} satisfies ResourceExtension;
