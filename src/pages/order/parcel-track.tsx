import { useCustom } from "@refinedev/core";
import { Empty, Space, Tag, Timeline, Typography } from "antd";
import type { TrackState, TrackStep } from "../../resources/order/parcel.rules";

/**
 * 物流轨迹 of one parcel (issue 49 item 5): its company and 运单号, its state, and each step as an
 * antd Timeline, newest first (the carrier's order), from the track call (order/track or
 * refund/track): on the server what the minute job stored, so it says when there is none yet.
 */

const STATE_COLORS: Record<TrackState, string> = { 暂无: "default", 揽收: "blue", 在途: "processing", 派件: "orange", 签收: "success", 异常: "error" };

export function ParcelTrack({ title, path, body, company, no }: { title: string; path: string; body: Record<string, unknown>; company: string; no: string }) {
  const query = useCustom<TrackStep[]>({ url: path, method: "post", config: { payload: body } });
  const steps = query.query.isSuccess ? ((query.result.data as TrackStep[] | undefined) ?? []) : null;
  const state = steps?.[0]?.state ?? "暂无";
  return (
    <section aria-label={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span style={{ fontWeight: 600, fontSize: 16 }}>{title}</span>
        <Typography.Text>{company} {no}</Typography.Text>
        {steps && <Tag color={STATE_COLORS[state]}>{state === "暂无" ? "暂无轨迹" : state === "签收" ? "已签收" : state}</Tag>}
      </Space>
      {query.query.isError && <Typography.Text type="danger">物流轨迹加载失败</Typography.Text>}
      {steps && steps.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息：快递公司揽收后更新" />}
      {steps && steps.length > 0 && (
        <Timeline
          items={steps.map((s, i) => ({
            key: `${s.at}-${i}`,
            color: i === 0 ? (s.state === "签收" ? "green" : "blue") : "gray",
            children: (
              <>
                <div>{s.what}</div>
                <Typography.Text type="secondary">{s.at}{s.where ? ` · ${s.where}` : ""}</Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
