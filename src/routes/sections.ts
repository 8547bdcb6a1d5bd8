import { fromManifest } from "../engine/route-manifest";
import type { AppRoute } from "../engine/route-types";
import { appConfigs } from "./app-configs";
import { manifest } from "../catalogue/declared-sections";
import { sectionPages } from "../catalogue/section-pages";

/**
 * The console's sections as routes, from the route manifest (declared-sections.ts): paths,
 * titles, menu and access as data; each screen's code, and its config with those it reads
 * (app-configs.ts), loaded when it opens.
 */
export const sections: AppRoute[] = fromManifest(manifest, sectionPages, (name) => appConfigs.load(name));
