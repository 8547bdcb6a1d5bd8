import { useMemo } from "react";
import { useMatches, useParams } from "react-router";
import { useResourceConfig } from "./engine-context";
import { recordIdOf, routeFieldsOf } from "./route-fields";
import type { View } from "./route-types";
import type { ResourceConfig } from "./types";

export type { View };

export interface ResourceRoute {
  config: ResourceConfig;
  view: View;
  /** The record key from the route (edit / detail). */
  id?: string;
  /** Route params mapped to API fields by `routeParams` (e.g. `{ goods_alias: "g1" }`). */
  routeFields: Record<string, string>;
}

/** The resource and view of the current engine screen, from the route's handle and params. */
export function useResourceRoute(): ResourceRoute {
  const matches = useMatches();
  const params = useParams();
  const handle = matches[matches.length - 1]?.handle as { resource?: { name: string; view: View } } | undefined;
  if (!handle?.resource) throw new Error("这个路由不是资源页面（handle.resource 缺失）");
  const config = useResourceConfig(handle.resource.name);
  const { view } = handle.resource;
  const fields = routeFieldsOf(config, view, params);
  // the same object while the params are the same: a list's rows and columns depend on it
  const same = JSON.stringify(fields);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `same` is `fields` as a value
  const routeFields = useMemo(() => fields, [same]);
  return { config, view, id: recordIdOf(config, view, params), routeFields };
}
