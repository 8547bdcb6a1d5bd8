import { useOne } from "@refinedev/core";
import { Button, Card, Descriptions, Radio, Space, Spin, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { apiMeta } from "../../engine/api-meta";
import { useAccess, useResourceConfig } from "../../engine/engine-context";
import { FieldValue } from "../../engine/screens/field-value";
import { LoadResult } from "../../engine/screens/load-result";
import { request } from "../../providers/http";
import { CHANCE_PACKAGES } from "../../resources/ump/draw.rules";
import type { Rec } from "../../engine/types";
import { DRAW_BUY_PATH } from "./ump.calls";
import { formatMoney } from "../../engine/fields/number-format";

/** /ump/draw/buy/:alias — pick a 抽奖次数包 for the draw; buying opens its pay page. */
export default function DrawBuy() {
  const { alias = "" } = useParams();
  const navigate = useNavigate();
  const config = useResourceConfig("draw");
  const { query, result } = useOne<Rec>({ resource: "draw", id: alias, meta: { api: apiMeta(config) }, errorNotification: false });
  const [pack, setPack] = useState<string>(CHANCE_PACKAGES[0].key);
  const [busy, setBusy] = useState(false);
  const draw = result;
  // this page is 购买次数 (buy) of the draw list: the guard opened it for that grant, asked again
  // here so the button goes when the grants are reloaded while the page is open
  const mayBuy = useAccess().act(config, "buy");

  if (query.isError) return <LoadResult query={query} back="/ump/draw/index" />;
  if (!draw) return <Card><Spin /></Card>;
  const chosen = CHANCE_PACKAGES.find((p) => p.key === pack) ?? CHANCE_PACKAGES[0];
  const buy = async () => {
    setBusy(true);
    try {
      const order = await request<{ order_sn: string }>(DRAW_BUY_PATH, { alias, package: pack });
      void navigate(`/ump/draw/pay/${order.order_sn}`);
    } catch {
      // the error toast says why; stay on the page
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="购买抽奖次数" extra={<Button onClick={() => void navigate("/ump/draw/index")}>返回</Button>}>
      <Space direction="vertical" size="large" style={{ width: "100%" }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="活动">{String(draw.name)}</Descriptions.Item>
          <Descriptions.Item label="状态"><FieldValue config={config} record={draw} field="status" /></Descriptions.Item>
          <Descriptions.Item label="剩余抽奖次数">{Number(draw.chances_left ?? 0)}</Descriptions.Item>
        </Descriptions>
        <Radio.Group value={pack} onChange={(e) => setPack(String(e.target.value))} aria-label="抽奖次数包">
          <Space wrap>
            {CHANCE_PACKAGES.map((p) => (
              <Radio.Button key={p.key} value={p.key} style={{ height: "auto", padding: "12px 24px" }}>
                <div style={{ fontSize: 18 }}>{p.chances.toLocaleString()} 次</div>
                <Typography.Text type="danger">{formatMoney(p.price)}</Typography.Text>
              </Radio.Button>
            ))}
          </Space>
        </Radio.Group>
        <Space>
          <Typography.Text>应付：<Typography.Text strong type="danger">{formatMoney(chosen.price)}</Typography.Text></Typography.Text>
          {mayBuy && <Button type="primary" loading={busy} onClick={() => void buy()} disabled={Number(draw.status) > 2}>立即购买</Button>}
        </Space>
      </Space>
    </Card>
  );
}
