/**
 * The lookups of a resource's rows its handlers make beyond what its config declares (its filters,
 * tabs, sorts, relations and route parameters, which schema.ts listIndexes indexes already), and
 * the lists of the tables hand-written handlers keep of their own (own-tables.ts: no config, so no
 * list indexes of their own): each an index of the shop and these columns (schema.ts, decision
 * 0109), so the question reads the shop's matching rows, not all its rows. Each names the handler
 * that asks it; a column no table has stops tableSpecs (a lookup gone stale is noticed).
 */
export const LOOKUP_INDEXES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  // 会员's 订单数 / 累计消费: a page of members' orders, asked at once (resource-actions/member.ts)
  order: [["member_alias"]],
  // a paste of card keys refused when a secret is the shop's already (card-keys.ts); the keys an order sold (发货, 退款)
  goodsKeys: [["card_secret"], ["order_sn"]],
  // 优惠券 given to a member by mobile (resource-actions/coupon.ts)
  member: [["mobile"]],
  // 素材库: its list by type and by group, newest first; a group's materials (分组's delete, counts)
  material: [["type"], ["group_alias"], ["created_at"]],
  // 素材分组: in the order made; a name the shop's once
  materialGroup: [["created_at"], ["name"]],
  // 资产: the shop's trades summed by type (可用余额, 冻结金额), and read oldest first (收支明细)
  cashTrade: [["trade_type", "status"], ["created_at"]],
  // 导出: a list's jobs by type; the jobs still running (runDueJobs); those past keeping, by when made
  exportJob: [["type"], ["status"], ["created_at"]],
  // 物流轨迹: a record's parcel (a detail's track, the job's parcels of the page's orders)
  parcelTrack: [["record_alias"]],
  // 消息中心: a reader's unread count and 未读 tab, and their list newest first (handlers/sections/messages.ts)
  message: [["reader", "read"], ["reader", "alias"]],
};
