import { checkResources } from "../engine/check-config";
import { buildSections } from "../engine/sections";
// the configs, with the app's field types they name (registered by ../resources, before the check)
import { resources, sections as sectionConfigs } from "../resources";
import { sectionPages } from "./section-pages";

/**
 * The console's sections as routes, from the declarations alone: src/resources/<section>/
 * (section.ts and the resource configs) and src/pages/<section>/routes.ts. Checked at
 * start-up: a malformed declaration stops the app, naming what is wrong.
 */
export const sections = buildSections(sectionConfigs, checkResources(resources, sectionConfigs), sectionPages);
