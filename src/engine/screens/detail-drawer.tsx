import { useOne } from "@refinedev/core";
import { Drawer } from "antd";
import { dataOf } from "../api-meta";
import type { Rec, ResourceConfig } from "../types";
import { DetailSkeleton, DetailView } from "./detail-view";
import { LoadResult } from "./load-result";
import { RowActions } from "./row-actions";

interface DetailDrawerProps {
  config: ResourceConfig;
  /** The record's key; the drawer is closed while undefined. */
  id: string | undefined;
  routeFields: Record<string, string>;
  onClose: () => void;
}

/**
 * The detail of a resource whose spec routes have no detail page (most of them): opened
 * from the list's 查看, fetched fresh through the detail call, so an edit shows at once.
 */
export function DetailDrawer({ config, id, routeFields, onClose }: DetailDrawerProps) {
  const { result, query } = useOne<Rec>({
    resource: config.name,
    id: id ?? "",
    ...dataOf(config),
    errorNotification: false,
    queryOptions: { enabled: id !== undefined },
  });
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={720}
      title={config.titles?.detail ?? `${config.label}详情`}
      extra={result && <RowActions config={config} record={result} routeFields={routeFields} place="detail" onDeleted={onClose} />}
      destroyOnHidden
    >
      {query.isError ? (
        <LoadResult query={query} back={onClose} />
      ) : (
        result ? <DetailView config={config} record={result} columns={1} /> : <DetailSkeleton config={config} columns={1} />
      )}
    </Drawer>
  );
}
