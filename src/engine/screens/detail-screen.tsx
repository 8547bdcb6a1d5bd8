import { useShow } from "@refinedev/core";
import { Button, Card, Space } from "antd";
import { useNavigate } from "react-router";
import { dataOf } from "../api-meta";
import { listUrlOf } from "../list-memory";
import { useResourceRoute } from "../use-resource-route";
import { preloadControls } from "../fields";
import { DetailSkeleton, detailFields, DetailView } from "./detail-view";
import { LoadResult } from "./load-result";
import { RowActions } from "./row-actions";
import type { Rec, ResourceConfig } from "../types";

/** The displays of the detail's fields (resource-routes.ts waits for them). */
export const preloadFieldCode = (config: ResourceConfig) => preloadControls(detailFields(config));

/** The generated detail screen: every detail field, with the record's actions. */
export default function DetailScreen() {
  const { config, id, routeFields } = useResourceRoute();
  const navigate = useNavigate();
  const { query } = useShow<Rec>({ resource: config.name, id, ...dataOf(config), errorNotification: false });
  const record = query.data?.data;
  const back = listUrlOf(config.name, config.routes.list);

  if (query.isError) {
    return <LoadResult query={query} back={back} />;
  }
  return (
    <Card
      title={config.titles?.detail ?? `${config.label}详情`}
      extra={
        <Space>
          {record && <RowActions config={config} record={record} routeFields={routeFields} place="detail" onDeleted={() => void navigate(back)} />}
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      }
    >
      {record ? <DetailView config={config} record={record} /> : <DetailSkeleton config={config} />}
    </Card>
  );
}
