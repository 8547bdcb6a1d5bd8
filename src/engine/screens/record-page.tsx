import { useInvalidate, useShow } from "@refinedev/core";
import { Button, Card, Flex, Space } from "antd";
import { useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toastSuccess } from "../../providers/notify";
import { dataOf } from "../api-meta";
import { listUrlOf } from "../list-memory";
import { keyOf } from "../registry";
import type { Rec, ResourceConfig } from "../types";
import { useResourceRoute } from "../use-resource-route";
import { focusWhenLost } from "./focus-when-lost";
import { LoadResult } from "./load-result";
import { BusyRegion, LinesSkeleton } from "./skeletons";
import { useResourceCall } from "./use-run-action";

export interface RecordTools {
  config: ResourceConfig;
  record: Rec;
  /** POST {api.base}/{action} (REST: {rest.url}/{id}/{action}) with the record's key plus `body`; toasts the reply's message, refreshes. */
  act(action: string, body?: object, success?: string): Promise<void>;
  /** Reloads the record and the resource's lists (after a call made some other way). */
  refresh(): Promise<void>;
}

/**
 * The shell of a custom detail screen of a resource (order, refund, member…): loads the
 * record of the route, shows loading / not-found, a title with `extra` buttons and 返回.
 * `act` runs an action of the resource's API and refreshes the record and its lists.
 */
export function RecordPage({ title, extra, children }: {
  title?: string;
  extra?: (tools: RecordTools) => ReactNode;
  children: (tools: RecordTools) => ReactNode;
}) {
  const { config, id } = useResourceRoute();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const call = useResourceCall(config);
  const { query } = useShow<Rec>({ resource: config.name, id, ...dataOf(config), errorNotification: false });
  const record = query.data?.data;
  const back = listUrlOf(config.name, config.routes.list);
  const heading = title ?? config.titles?.detail ?? `${config.label}详情`;
  const page = useRef<HTMLDivElement>(null);

  if (query.isError) {
    return <LoadResult query={query} back={back} />;
  }
  const refresh = async () => {
    await invalidate({ resource: config.name, invalidates: ["list", "detail"], id, dataProviderName: dataOf(config).dataProviderName });
    // the button and its dialog may be gone with the old status (发货 after a ship): the focus
    // then goes to the record, not the page's body (issue 23, part 5)
    focusWhenLost(() => page.current);
  };
  const tools: RecordTools | null = record
    ? {
        config,
        record,
        refresh,
        act: async (action, body = {}, success) => {
          const key = keyOf(config);
          await call(action, { [key]: record[key], ...body }, record[key]);
          toastSuccess(success ?? "操作成功");
          await refresh();
        },
      }
    : null;
  return (
    // `extra` is one component drawing several buttons (发货, 备注): a Space would take them as one
    // item, run together; a Flex spaces whatever it draws with the layout's gap (issue 23)
    <Card
      ref={page}
      tabIndex={-1}
      title={heading}
      extra={
        <Space wrap>
          {tools && extra && <Flex wrap gap="small">{extra(tools)}</Flex>}
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      }
    >
      {/* the record on its way: lines of text in the page's room (what the page draws is its own), not a spinner */}
      {tools ? children(tools) : <BusyRegion style={{ minHeight: 200 }}><LinesSkeleton /></BusyRegion>}
    </Card>
  );
}
