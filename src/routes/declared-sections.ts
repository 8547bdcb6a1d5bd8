import { toManifest, type ManifestRoute } from "../engine/route-manifest";
import { buildSections } from "../engine/sections";
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
 * src/pages/<section>/routes.ts. Made here in development, the tests and the scripts; in the
 * console's build, src/build/route-manifest.ts writes this module as the data it makes, so the
 * console's entry carries no config (issue 38, item 1).
 */
export const manifest: ManifestRoute[] = toManifest(build(), sectionPages);

/** Why the routes could not be built (the build's module has none: it would not have built). */
export const buildFailure = (): unknown => failure;
