import { CHANCE_PACKAGES } from "../../resources/ump/draw.rules";
import { MATERIAL_BASE, MATERIAL_UPLOAD_PATH } from "../../resources/ump/material.rules";
import { arrayOf, defineCall, type JsonSchema, int, num, obj, page, paging, READ_VERSION, str } from "../../providers/api-call";

/** 营销 pages' own calls: 分销设置 (distribution.tsx), 素材库 (material-api.ts), 抽奖 buy and pay (draw-buy.tsx, draw-pay.tsx). */
export const DISTRIBUTION_BASE = "/merchant/ump/v1/distribution";
export { MATERIAL_BASE };
export const DRAW_BUY_PATH = "/merchant/ump/v1/draw/buy";
export const DRAW_PAY_PATH = "/merchant/ump/v1/draw/pay";

const tag = "/ump";
const aliases = arrayOf(str());
const flag = { enum: [1, 2] } as const;
const settings = obj({
  enabled: { ...flag, description: "1 开启, 2 关闭" }, level: { ...flag, description: "1 一级, 2 二级" },
  rate_1: num("一级佣金比例 %"), rate_2: { type: ["number", "null"], description: "二级佣金比例 % (null for 一级)" },
  need_audit: { ...flag, description: "推广员申请需审核: 1 是, 2 否" }, settle_days: int("结算周期 (days)"), min_withdraw: num("最低提现金额"),
}, ["enabled", "level", "rate_1", "need_audit", "settle_days", "min_withdraw"]);
const savedSettings: JsonSchema = { ...settings, properties: { ...settings.properties, updated_at: { type: ["string", "null"] } as JsonSchema }, required: [...(settings.required ?? []), "rate_2", "updated_at"] };
const material = obj({
  alias: str(), name: str(), type: { enum: ["image", "video"] }, url: str(), size: int("bytes"), group_alias: str('"" = 未分组'), group_name: str(), created_at: str(), updated_at: str(),
}, ["alias", "name", "type", "url", "group_alias"]);
const group = obj({ alias: str(), name: str() }, ["alias", "name"]);

export const distributionInfo = defineCall({ path: `${DISTRIBUTION_BASE}/info`, tag, summary: "分销设置 (the defaults until saved)", response: savedSettings });
export const distributionSave = defineCall({
  path: `${DISTRIBUTION_BASE}/save`, tag, summary: "Save 分销设置",
  request: { ...settings, properties: { ...settings.properties, updated_at: READ_VERSION } },
  example: { enabled: 1, level: 1, rate_1: 10, rate_2: null, need_audit: 1, settle_days: 7, min_withdraw: 10 }, response: savedSettings,
});
export const materialList = defineCall({
  path: `${MATERIAL_BASE}/list`, tag, summary: "素材 of a group", request: obj({ ...paging, group_alias: str(), type: str() }),
  example: { page: 1, page_size: 10 }, response: page(material),
});
export const materialSave = defineCall({
  path: `${MATERIAL_BASE}/save`, tag, summary: "Add a 素材 (name, type, url, size, group_alias) or rename one (alias, name)",
  request: obj({ alias: str(), name: str(), type: { enum: ["image", "video"] }, url: str("http(s), data: or blob: URL"), size: int(), group_alias: str() }, ["name"]),
  example: { name: "新海报", type: "image", url: "https://cdn.example.com/poster.png", size: 2048, group_alias: "mg_poster" }, response: material,
});
export const materialDel = defineCall({
  path: `${MATERIAL_BASE}/del`, tag, summary: "Delete 素材", request: obj({ aliases }, ["aliases"]), example: { aliases: ["mt_4"] }, response: obj({ deleted: int() }, ["deleted"]),
});
export const materialMove = defineCall({
  path: `${MATERIAL_BASE}/move`, tag, summary: "Move 素材 to a group", request: obj({ aliases, group_alias: str('"" = 未分组') }, ["aliases", "group_alias"]),
  example: { aliases: ["mt_1", "mt_2"], group_alias: "mg_poster" }, response: obj({ moved: int() }, ["moved"]),
});
export const materialUpload = defineCall({
  path: MATERIAL_UPLOAD_PATH, tag, summary: "Upload a 素材 video (a data URL); answers its URL and size",
  request: obj({ filename: str(), content: { type: "string", pattern: "^data:video/", description: "data URL" } }, ["filename", "content"]),
  example: { filename: "a.mp4", content: "data:video/mp4;base64,AAAAGGZ0eXBtcDQy" }, response: obj({ url: str(), size: int("bytes") }, ["url", "size"]),
});
export const groupList = defineCall({
  path: `${MATERIAL_BASE}/group/list`, tag, summary: "素材 groups with their counts",
  response: obj({ list: arrayOf(obj({ ...group.properties, count: int(), created_at: str() }, ["alias", "name", "count"])), all_count: int(), ungrouped_count: int() }, ["list", "all_count", "ungrouped_count"]),
});
export const groupSave = defineCall({
  path: `${MATERIAL_BASE}/group/save`, tag, summary: "Add or rename a group", request: obj({ alias: str(), name: str() }, ["name"]), example: { name: "新分组" }, response: group,
});
export const groupDel = defineCall({
  path: `${MATERIAL_BASE}/group/del`, tag, summary: "Delete a group (its 素材 move to 未分组)", request: obj({ alias: str() }, ["alias"]),
  example: { alias: "mg_decor" }, response: obj({ moved: int() }, ["moved"]),
});
export const drawBuy = defineCall({
  path: DRAW_BUY_PATH, tag, summary: "Buy a draw package: an order to pay", request: obj({ alias: str(), package: { enum: CHANCE_PACKAGES.map((p) => p.key) } }, ["alias", "package"]),
  example: { alias: "dr_12", package: "p1000" }, response: obj({ order_sn: str(), amount: num() }, ["order_sn", "amount"]),
});
export const drawPay = defineCall({
  path: DRAW_PAY_PATH, tag, summary: "A draw order's amount, pay URL and status (1 待支付, 2 已支付)", request: obj({ order_sn: str() }, ["order_sn"]),
  example: { order_sn: "DP202611241200000001" },
  response: obj({
    order_sn: str(), package: str(), chances: int(), amount: num(), status: { enum: [1, 2] }, created_at: str(), paid_at: { type: ["string", "null"] },
    draw_alias: str(), draw_name: str(), pay_url: str(),
  }, ["order_sn", "amount", "status", "pay_url"]),
});
