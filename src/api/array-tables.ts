/**
 * The tables some handler still writes through the call's Db arrays (issue 48 step 3, decision
 * 0097): the server serves every other table of the API's repository from SQL on the call's own
 * transaction, and these through the unit of work until their handlers move onto ctx.repo. The
 * list only shrinks: a new resource is written through ctx.repo (its generated calls) and so is
 * not named here. A call that writes a table not named here through the Db is refused on the
 * server (call-transact.ts), so a name missing from it fails test:server, not a shop.
 */
export const TABLES_ON_ARRAYS: ReadonlySet<string> = new Set([
  // the handlers' own tables, on ctx.repo with TableDefs of their own (素材库, 资产, 导出, 分销设置),
  // whose live tables have no field columns yet (every key in extra): a migration from their defs first
  "material", "materialGroup", "cashAccount", "cashTrade", "exportJob", "distributionSetting",
]);
