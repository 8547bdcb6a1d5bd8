import { useShow } from "@refinedev/core";
import { Button, Card, Descriptions, Result, Space, Spin } from "antd";
import { useNavigate } from "react-router";
import { apiMeta } from "../api-meta";
import { fieldTypeOf } from "../fields";
import { listUrlOf } from "../list-memory";
import { useResourceRoute } from "../use-resource-route";
import { isVisible } from "../validation";
import { RowActions } from "./row-actions";

type Rec = Record<string, unknown>;

/** The generated detail screen: every detail field, with the record's actions. */
export default function DetailScreen() {
  const { config, id, routeFields } = useResourceRoute();
  const navigate = useNavigate();
  const { query } = useShow<Rec>({ resource: config.name, id, meta: { api: apiMeta(config) }, errorNotification: false });
  const record = query.data?.data;
  const back = listUrlOf(config.name, config.routes.list);
  const fields = config.fields.filter((f) => f.detail ?? f.type !== "password");

  if (query.isError) {
    return <Result status="warning" title={`${config.label}不存在或已删除`} extra={<Button onClick={() => void navigate(back)}>返回列表</Button>} />;
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
      <Spin spinning={query.isLoading}>
        {record && (
          <Descriptions bordered column={{ xs: 1, md: 2 }} aria-label={`${config.label}详情`}>
            {fields
              .filter((f) => isVisible(f, record))
              .map((f) => (
                <Descriptions.Item key={f.key} label={f.label} span={["richtext", "list", "images", "textarea"].includes(f.type ?? "") ? 2 : 1}>
                  {fieldTypeOf(f).detail(record[f.key], f, { record, mode: "detail" })}
                </Descriptions.Item>
              ))}
          </Descriptions>
        )}
      </Spin>
    </Card>
  );
}
