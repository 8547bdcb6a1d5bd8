import { arrayOf, defineCall, int, obj, page, paging, str } from "../../providers/api-call";

/** 营销 pages' own calls: 分销设置 (distribution.tsx), 素材库 (material-api.ts), 抽奖 buy and pay (draw-buy.tsx, draw-pay.tsx). */
export const DISTRIBUTION_BASE = "/merchant/ump/v1/distribution";
export const MATERIAL_BASE = "/merchant/ump/v1/material";
export const DRAW_BUY_PATH = "/merchant/ump/v1/draw/buy";
export const DRAW_PAY_PATH = "/merchant/ump/v1/draw/pay";

const tag = "/ump";
const aliases = arrayOf(str());
export const distributionInfo = defineCall({ path: `${DISTRIBUTION_BASE}/info`, tag, summary: "分销设置", response: { type: "object" } });
export const distributionSave = defineCall({ path: `${DISTRIBUTION_BASE}/save`, tag, summary: "Save 分销设置", request: { type: "object" }, response: { type: "object" } });
export const materialList = defineCall({
  path: `${MATERIAL_BASE}/list`, tag, summary: "素材 of a group", request: obj({ ...paging, group_alias: str(), type: str() }),
  example: { page: 1, page_size: 10 }, response: page(obj({ alias: str(), name: str(), url: str() })),
});
export const materialSave = defineCall({
  path: `${MATERIAL_BASE}/save`, tag, summary: "Add a 素材 (name, type, url, size, group_alias) or rename one (alias, name)",
  request: obj({ alias: str(), name: str(), type: str(), url: str(), size: int(), group_alias: str() }, ["name"]), response: {},
});
export const materialDel = defineCall({ path: `${MATERIAL_BASE}/del`, tag, summary: "Delete 素材", request: obj({ aliases }, ["aliases"]), response: obj({ deleted: int() }) });
export const materialMove = defineCall({ path: `${MATERIAL_BASE}/move`, tag, summary: "Move 素材 to a group", request: obj({ aliases, group_alias: str() }, ["aliases", "group_alias"]), response: {} });
export const materialUpload = defineCall({
  path: `${MATERIAL_BASE}/upload`, tag, summary: "Upload a 素材 file (a data URL)", request: obj({ filename: str(), content: str("data URL") }, ["filename", "content"]),
  response: obj({ url: str() }, ["url"]),
});
export const groupList = defineCall({ path: `${MATERIAL_BASE}/group/list`, tag, summary: "素材 groups", response: obj({ list: arrayOf({ type: "object" }) }) });
export const groupSave = defineCall({ path: `${MATERIAL_BASE}/group/save`, tag, summary: "Add or rename a group", request: obj({ alias: str(), name: str() }, ["name"]), response: {} });
export const groupDel = defineCall({ path: `${MATERIAL_BASE}/group/del`, tag, summary: "Delete a group (its 素材 move to 未分组)", request: obj({ alias: str() }, ["alias"]), response: obj({ moved: int() }) });
export const drawBuy = defineCall({
  path: DRAW_BUY_PATH, tag, summary: "Buy a draw package: an order to pay", request: obj({ alias: str(), package: {} }, ["alias", "package"]),
  response: obj({ order_sn: str() }, ["order_sn"]),
});
export const drawPay = defineCall({ path: DRAW_PAY_PATH, tag, summary: "A draw order's amount, pay URL and status", request: obj({ order_sn: str() }, ["order_sn"]), response: { type: "object" } });
