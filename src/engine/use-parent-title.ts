import { useOne } from "@refinedev/core";
import { dataOf } from "./api-meta";
import { useEngine } from "./engine-context";
import type { Rec, ResourceConfig } from "./types";

/**
 * A screen's title naming the record its route belongs to (the config's `parent`), e.g.
 * 卡密管理 · 星河藏品·001, once that record is loaded; the plain title until then, or when the
 * resource has no parent.
 */
export function useParentTitle(config: ResourceConfig, routeFields: Record<string, string>, title: string): string {
  const { byName } = useEngine();
  const parent = config.parent;
  const parentConfig = parent ? byName.get(parent.resource) : undefined;
  const id = parent ? routeFields[parent.field] : undefined;
  const { result } = useOne<Rec>({
    resource: parentConfig?.name ?? config.name,
    id,
    ...dataOf(parentConfig ?? config),
    errorNotification: false,
    queryOptions: { enabled: Boolean(parentConfig && id) },
  });
  const label = parent && parentConfig && id ? result?.[parent.labelField] : undefined;
  return typeof label === "string" && label !== "" ? `${title} · ${label}` : title;
}
