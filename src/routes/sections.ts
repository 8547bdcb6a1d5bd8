import { fromManifest } from "../engine/route-manifest";
import type { AppRoute } from "../engine/route-types";
import type { ResourceConfig } from "../engine/types";
import { manifest } from "./declared-sections";
import { sectionPages } from "./section-pages";

/**
 * A resource's config, loaded with a screen that draws it: the configs come with the shell (its
 * refine and engine read them all), off the console's entry, so the route table is built without
 * one. Asked of the shell's module, not of src/resources itself: a chunk loaded from here too
 * would split the configs and their rules from the shell's code into a dozen small chunks.
 */
async function configOf(name: string): Promise<ResourceConfig> {
  const { resources } = await import("../layout/shell");
  const config = resources.find((c) => c.name === name);
  if (!config) throw new Error(`路由清单中的资源 ${name} 没有声明`);
  return config;
}

/**
 * The console's sections as routes, from the route manifest (declared-sections.ts): paths,
 * titles, menu and access as data; each screen's code, and its config, loaded when it opens.
 */
export const sections: AppRoute[] = fromManifest(manifest, sectionPages, configOf);
