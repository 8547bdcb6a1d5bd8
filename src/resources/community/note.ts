import { defineResource } from "../../engine/types";

/**
 * 社区笔记 (domain.md 社区笔记): articles the shop publishes to its community, with linked
 * goods. The content is rich text; the richtext field type sanitises it wherever it shows.
 * 发布 / 存为草稿 is chosen in the form; 下架 and re-发布 are the list's toggle (note.ts in
 * src/api/resource-actions checks the transitions).
 */
const note = defineResource({
  name: "note",
  label: "笔记",
  section: "/community",
  menu: { title: "笔记管理", order: 1 },
  routes: { list: "/community/note", create: "/community/note/create", edit: "/community/note/edit/:alias" },
  titles: { create: "发布笔记", edit: "编辑笔记" },
  api: { base: "/merchant/community/v1/note", list: "list", detail: "detail", save: "save", del: "del" },
  keyword: { label: "笔记标题", fields: ["title"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "cover", label: "封面图", type: "image" },
    { key: "title", label: "标题", required: true, min: 1, max: 50 },
    { key: "content", label: "正文", type: "richtext", required: true, max: 20000 },
    { key: "tags", label: "话题标签", type: "tags", max: 5, filter: true, help: "最多 5 个，输入后回车" },
    {
      key: "goods_aliases", label: "关联商品", type: "relation", multiple: true, max: 6, list: false,
      relation: { resource: "goods", labelField: "name", displayField: "goods_names" },
      help: "笔记下方展示的商品，最多 6 件",
    },
    {
      key: "status", label: "状态", type: "enum", required: true, default: 1,
      options: [
        { value: 1, label: "已发布", color: "success" },
        { value: 2, label: "草稿", color: "default" },
        { value: 3, label: "已下架", color: "warning" },
      ],
      help: "已发布的笔记展示在社区，草稿仅店铺可见；下架请在列表中操作",
    },
    // a new note starts at 0 of each (stored with it: the save takes a read-only field's default)
    { key: "views", label: "浏览量", type: "integer", readOnly: true, default: 0, list: { sortable: true } },
    { key: "likes", label: "点赞数", type: "integer", readOnly: true, default: 0, list: { sortable: true } },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
  ],
  actions: [
    {
      key: "status", label: "下架/发布", kind: "toggle", api: "status", field: "status", values: [1, 3],
      labels: ["下架", "发布"], confirm: ["确定下架笔记「{title}」吗？下架后用户看不到这篇笔记", "确定发布笔记「{title}」吗？发布后用户可以看到这篇笔记"], success: "笔记状态已更新",
    },
  ],
});

export default note;
