import { checkResources } from "../engine/check-config";
import { registerResources } from "../engine/registry";
import { withResources } from "../engine/resource-routes";
import { resources } from "../resources";
import { baseSections, tablePaths } from "./route-table";

/**
 * The console's sections with every resource's routes in them: the route table's own
 * pages plus what each config under src/resources/ declares. Checked at start-up.
 */
registerResources(checkResources(resources, baseSections.map((s) => s.path), tablePaths));

export const sections = withResources(baseSections, resources);

// A table route with neither a section page nor a config's screen would open blank: stop here.
const screenless = sections.flatMap((s) => s.children ?? []).filter((r) => !r.page && !r.redirect).map((r) => r.path);
if (screenless.length > 0) {
  throw new Error(`路由没有页面（src/pages/<分区>/routes.ts 或 src/resources/ 的配置）：${screenless.join("、")}`);
}
