/**
 * The field kinds `npm run new:resource` writes, with what --help says of each, and the keys
 * it does not take as fields because the demo API writes them itself. One table each, so the
 * usage, the checks and the tests read the same list.
 */

/** Kind → what it is and the options it takes (shown by --help). */
export const FIELD_KINDS = {
  text: "单行文字",
  textarea: "多行文字",
  number: "数字（可有小数）",
  integer: "整数",
  money: "金额（元，最多两位小数）",
  percent: "百分比",
  enum: "选项，须给 options=值/标题,值/标题（如 options=1/战略,2/普通）",
  flag: "开关（是/否，存 1/2）；可给 options=1/启用,2/停用 改两个值的叫法",
  date: "日期",
  datetime: "日期时间",
  image: "图片（一张）",
  relation: "关联另一资源的记录，须给 to=资源名.显示字段（如 to=category.name；该资源须已存在）",
} as const;

export type FieldKind = keyof typeof FIELD_KINDS;
export const FIELD_TYPES = Object.keys(FIELD_KINDS) as FieldKind[];

/**
 * Keys the engine's own: the demo API (and the seed loader) write them on every record.
 * created_at / updated_at may be declared, to show them: they are written once, as a
 * read-only datetime with the label given (created_at is always there; its label defaults
 * to 创建时间). The others are refused.
 */
export const ENGINE_TIMES = ["created_at", "updated_at"] as const;
export const REFUSED_KEYS: Record<string, string> = {
  alias: "是记录的键，演示 API 新建时自己生成（api.key），不能作为字段",
  shop_alias: "是记录所属的店铺，演示 API 自己填写且从不发给页面，不能作为字段",
  id: "是 REST 资源的主键（api.rest.id）；脚手架生成的资源以 alias 为键，请换个名字（如 code、sn）",
};

/** The key of this record holding a relation's label, filled by the demo API (`category_alias` → `category_name`). */
export const displayFieldOf = (key: string): string => `${key.replace(/_(alias|id)$/, "")}_name`;
