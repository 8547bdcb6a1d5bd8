import { CONTENT_VERSION, defineCall, obj, str, type JsonSchema } from "../../providers/api-call";
import { AUTO_DELIVER_FIELD, SHOP_RULE_FIELDS } from "../../resources/order/shop-auto.rules";

/** 店铺规则 (the 商户信息 page's card sets them; the lists' countdown reads them): what the shop does by itself, and when. */
export const RULES_INFO_PATH = "/merchant/shop/v1/rules/info";
export const RULES_SAVE_PATH = "/merchant/shop/v1/rules/save";

const tag = "/user";
const ruleSchemas: Record<string, JsonSchema> = {
  ...Object.fromEntries(SHOP_RULE_FIELDS.map((f): [string, JsonSchema] => [f.key, { type: "integer", minimum: f.min, maximum: f.max, description: `${f.label}（${f.unit}）` }])),
  [AUTO_DELIVER_FIELD.key]: { type: "boolean", description: `${AUTO_DELIVER_FIELD.label}（默认开启）` },
};
/** The rules as answered: with their version, which the save sends back (decision 0082). */
const rulesAnswer = obj({ ...ruleSchemas, version: str() }, [...SHOP_RULE_FIELDS.map((f) => f.key), AUTO_DELIVER_FIELD.key]);

export const rulesInfoCall = defineCall({
  path: RULES_INFO_PATH, tag, summary: "The shop's automatic rules (the defaults when never set)", response: rulesAnswer,
});
export const rulesSaveCall = defineCall({
  path: RULES_SAVE_PATH, tag, summary: "Set the shop's automatic rules (each time an integer within its range; auto_deliver on or off, kept when left out)",
  request: obj({ ...ruleSchemas, version: CONTENT_VERSION }, SHOP_RULE_FIELDS.map((f) => f.key)),
  example: { unpaid_close_minutes: 30, auto_confirm_days: 10, refund_auto_agree_days: 7, return_ship_days: 7, return_receive_days: 10, auto_deliver: true }, response: rulesAnswer,
});
