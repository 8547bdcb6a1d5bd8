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
