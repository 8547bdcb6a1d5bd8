import { configManifest, toManifest, type ManifestConfigs, type ManifestRoute } from "../engine/route-manifest";
import { buildSections } from "../engine/sections";
import type { ResourceConfig } from "../engine/types";
// the configs, with the app's field types they name (registered by ../resources, before the check)
import * as declared from "../resources";
import { sectionPages } from "./section-pages";

let failure: unknown;

/** Routes from the declarations as they are; none when they cannot be built (the start-up check says why). */
function build() {
  try {
    return buildSections(declared.sections, declared.resources, sectionPages);
  } catch (e) {
    failure = e;
    return [];
  }
}

/**
 * The console's sections as the route manifest (engine/route-manifest.ts), made from the
 * declarations alone: src/resources/<section>/ (section.ts and the resource configs) and
 * src/pages/<section>/routes.ts. Made here in development, the tests, the scripts and the API
 * server; in the console's build, src/build/route-manifest.ts writes this module as the data it
 * makes, so the console's entry carries no config (issue 38, item 1). The console's routes
 * (src/routes/sections.ts) and the API's catalogue (pages.ts) are both read from it.
 */
export const manifest: ManifestRoute[] = toManifest(build(), sectionPages);

/** Where each resource's config is, for its screen to load it with the configs it reads. */
export const configs: ManifestConfigs = configManifest(declared.resources, "src/resources/");

/**
 * The configs as declared, here where this module reads them all (development, the tests, and
 * the test fixtures dropped in beside the app's): the build's module has none, and each config
 * loads from its file (app-configs.ts).
 */
export const declaredConfigs: readonly ResourceConfig[] | undefined = declared.resources;

/** Why the routes could not be built (the build's module has none: it would not have built). */
export const buildFailure = (): unknown => failure;
