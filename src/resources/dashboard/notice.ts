import { defineResource } from "../../engine/types";

/**
 * 公告 (domain.md 工作台 → notice): the platform's notices to the merchant. Read or unread is each
 * account's own (issue 37): opening a notice marks it read for whoever opened it (the owner, an
 * employee), kept in `read_by`; 状态 is the caller's (src/api/resource-actions/notice.ts).
 */
const notice = defineResource({
  name: "notice",
  label: "公告",
  section: "/dashboard",
  menu: { title: "公告列表", hidden: true },
  routes: { list: "/notice/list", detail: "/notice/detail/:alias" },
  api: { base: "/merchant/shop/v1/notice", list: "list", detail: "detail" },
  operations: ["list", "detail"],
  keyword: { label: "标题", fields: ["title"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    // the detail reads like the notice itself: the title, its facts, then the text
    { key: "title", label: "标题", detail: "heading" },
    {
      key: "type", label: "类型", type: "enum", filter: true,
      options: [
        { value: "system", label: "系统公告", color: "blue" },
        { value: "activity", label: "活动通知", color: "orange" },
        { value: "rule", label: "规则变更", color: "purple" },
      ],
    },
    { key: "content", label: "内容", type: "richtext", detail: "body" },
    {
      key: "is_read", label: "状态", type: "enum", filter: true, readOnly: true,
      options: [{ value: 1, label: "已读", color: "default" }, { value: 2, label: "未读", color: "processing" }],
    },
    // the accounts that opened it (the owner's user alias, an employee's alias): shown nowhere, read as 状态
    { key: "read_by", label: "已读账号", type: "tags", readOnly: true, list: false, detail: false },
    { key: "created_at", label: "发布时间", type: "datetime", filter: "range", list: { sortable: true } },
  ],
});

export default notice;
