import { defineResource } from "../../engine/types";
import { CARD_STATUS, VOIDABLE_STATUS } from "./gift-card.rules";

/**
 * 卡片 of one batch (/ump/giftCard/myCardRecord/:alias) and one card
 * (/ump/giftCard/recordDetail/:alias). The demo API only ever sends the 卡密 masked
 * ("ABCD****"). 作废 (`gift-card/void`, an addition to domain.md's calls) is allowed from
 * 未激活 / 已激活 only; 使用记录 opens /ump/giftCard/getCardRecord/:no.
 */
const giftCardItem = defineResource({
  name: "giftCardItem",
  label: "礼品卡卡片",
  section: "/ump",
  menu: { title: "批次卡片", hidden: true },
  routes: { list: "/ump/giftCard/myCardRecord/:alias", detail: "/ump/giftCard/recordDetail/:alias" },
  titles: { list: "批次卡片", detail: "卡片详情" },
  routeParams: { alias: "batch_alias" },
  api: { base: "/merchant/ump/v1/gift-card", list: "card-record", detail: "record-detail" },
  operations: ["list", "detail"],
  keyword: { label: "卡号/会员手机号", fields: ["card_no", "mobile"] },
  defaultSort: { field: "card_no", order: "asc" },
  tabs: { field: "status" },
  export: { type: "card" },
  fields: [
    { key: "card_no", label: "卡号", list: { width: 140, sortable: true } },
    { key: "card_secret", label: "卡密" },
    { key: "card_name", label: "礼品卡", list: false },
    { key: "batch_no", label: "批次号", list: false },
    { key: "face_value", label: "面值", type: "money" },
    { key: "balance", label: "余额", type: "money", list: { sortable: true } },
    { key: "status", label: "状态", type: "enum", options: CARD_STATUS },
    { key: "nickname", label: "激活会员" },
    { key: "mobile", label: "会员手机号", mask: "mobile" },
    { key: "activated_at", label: "激活时间", type: "datetime", list: { sortable: true } },
    { key: "expire_at", label: "有效期至", type: "datetime", list: { hidden: true } },
    { key: "voided_at", label: "作废时间", type: "datetime", list: false },
    { key: "created_at", label: "发行时间", type: "datetime", list: { hidden: true } },
  ],
  actions: [
    { key: "history", label: "使用记录", kind: "link", to: "/ump/giftCard/getCardRecord/:card_no" },
    {
      key: "void", label: "作废", kind: "call", api: "void", danger: true, visibleWhen: { field: "status", in: VOIDABLE_STATUS },
      confirm: "作废后卡片不能再激活或消费，且不可恢复，确定作废吗？", success: "卡片已作废",
    },
  ],
});

export default giftCardItem;
