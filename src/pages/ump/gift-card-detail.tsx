import { useInvalidate, useShow } from "@refinedev/core";
import { useAccess } from "../../engine/engine-context";
import { Button, Card, Space, Spin } from "antd";
import { FocusPopconfirm } from "../../engine/screens/focus-popconfirm";
import { Link, useNavigate } from "react-router";
import { apiMeta } from "../../engine/api-meta";
import { listUrlOf } from "../../engine/list-memory";
import { DetailView } from "../../engine/screens/detail-view";
import { LoadResult } from "../../engine/screens/load-result";
import { useResourceRoute } from "../../engine/use-resource-route";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { VOIDABLE_STATUS } from "../../resources/ump/gift-card.rules";
import type { Rec } from "../../engine/types";

/** A card's 使用记录 page (its own route: view of the card list, routes.ts). */
const historyPath = (card: Rec) => `/ump/giftCard/getCardRecord/${encodeURIComponent(String(card.card_no))}`;

/**
 * /ump/giftCard/recordDetail/:alias — one card: its fields, 使用记录, 作废 while 未激活 /
 * 已激活, and 返回 to the cards of its batch (the list route has the batch in its path,
 * so the generated detail screen could not go back to it).
 */
export default function GiftCardDetail() {
  const { config, id } = useResourceRoute();
  const access = useAccess();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { query } = useShow<Rec>({ resource: config.name, id, meta: { api: apiMeta(config) }, errorNotification: false });
  const card = query.data?.data;
  const back = card ? listUrlOf(config.name, `/ump/giftCard/myCardRecord/${String(card.batch_alias)}`) : "/ump/giftCard/index";

  if (query.isError) {
    return <LoadResult query={query} back="/ump/giftCard/index" backLabel="返回礼品卡" />;
  }
  const voidCard = async () => {
    try {
      await request(`${config.api.base}/void`, { alias: id });
      toastSuccess("卡片已作废");
      await invalidate({ resource: config.name, invalidates: ["list", "detail"], id });
    } catch {
      // the HTTP client has shown why
    }
  };
  return (
    <Card
      title="卡片详情"
      extra={
        <Space wrap>
          {card && access.open(historyPath(card)) && <Link to={historyPath(card)}>使用记录</Link>}
          {card && VOIDABLE_STATUS.includes(Number(card.status)) && access.act(config, "void") && (
            <FocusPopconfirm title="作废后卡片不能再激活或消费，且不可恢复，确定作废吗？" okText="作废" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => voidCard()}>
              <Button danger>作废</Button>
            </FocusPopconfirm>
          )}
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      }
    >
      <Spin spinning={query.isLoading}>{card ? <DetailView config={config} record={card} /> : <div style={{ minHeight: 200 }} />}</Spin>
    </Card>
  );
}
