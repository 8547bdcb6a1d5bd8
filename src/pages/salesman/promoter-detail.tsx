import { useShow } from "@refinedev/core";
import { Button, Card, Space, Spin, Tabs } from "antd";
import { Link, useNavigate } from "react-router";
import { apiMeta } from "../../engine/api-meta";
import { listLink } from "../../engine/list-link";
import { listUrlOf } from "../../engine/list-memory";
import { DetailView } from "../../engine/screens/detail-view";
import { LoadResult } from "../../engine/screens/load-result";
import { RowActions } from "../../engine/screens/row-actions";
import { useResourceRoute } from "../../engine/use-resource-route";
import { RelatedList } from "./related-list";
import type { Rec } from "../../engine/types";

/** 推广员详情: the promoter, 审核 / 清退 as its status allows, its customers and settlements. */
export default function PromoterDetail() {
  const { config, id, routeFields } = useResourceRoute();
  const navigate = useNavigate();
  const { query } = useShow<Rec>({ resource: config.name, id, meta: { api: apiMeta(config) }, errorNotification: false });
  const record = query.data?.data;
  const back = listUrlOf(config.name, config.routes.list);
  const alias = id ?? "";

  if (query.isError) {
    return <LoadResult query={query} back={back} />;
  }
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
      <Card
        title="推广员详情"
        extra={
          <Space>
            {record && <RowActions config={config} record={record} routeFields={routeFields} place="detail" />}
            <Button onClick={() => void navigate(back)}>返回</Button>
          </Space>
        }
      >
        <Spin spinning={query.isLoading}>{record && <DetailView config={config} record={record} />}</Spin>
      </Card>
      {record && (
        <Card>
          <Tabs
            items={[
              {
                key: "customers",
                label: `客户（${String(record.customer_count ?? 0)}）`,
                children: <RelatedList resource="salesmanCustomer" field="promoter_alias" value={alias} />,
              },
              {
                key: "settlements",
                label: "结算记录",
                children: (
                  <>
                    <RelatedList resource="salesmanSettlement" field="promoter_alias" value={alias} />
                    <Link to={listLink("/salesman/settlement/list", { promoter_alias: alias })}>到业绩结算处理</Link>
                  </>
                ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
