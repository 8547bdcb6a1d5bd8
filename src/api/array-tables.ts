/**
 * The tables some handler still writes through the call's Db arrays (issue 48 step 3, decision
 * 0097): the server serves every other table of the API's repository from SQL on the call's own
 * transaction, and these through the unit of work until their handlers move onto ctx.repo. The
 * list only shrinks: a new resource is written through ctx.repo (its generated calls) and so is
 * not named here. A call that writes a table not named here through the Db is refused on the
 * server (call-transact.ts), so a name missing from it fails test:server, not a shop.
 */
export const TABLES_ON_ARRAYS: ReadonlySet<string> = new Set([
  // config resources with hand-written writers (src/api/resource-actions/, handlers/sections/)
  "address", "auditLog", "category", "collection", "coupon", "drawRecord", "draw", "employee", "giftCardBatch",
  "giftCardItem", "giftCard", "gift", "goodsDiscount", "goodsKeys", "goods", "member", "note", "notice", "recycleCard",
  "recycleOrder", "role", "salesmanCustomer", "salesmanGoods", "salesmanPromoter", "salesmanSettlement", "salesmanOrder",
  "material", "materialGroup", "giftRecord",
  // written by the shop's rules (shop-rules/) besides their own calls
  "order", "refund",
  // the handlers' own tables (resource-seeds.ts appSeeds)
  "cashAccount", "cashTrade", "exportJob", "distributionSetting",
]);
