import { createConfigStore } from "../engine/config-store";
import { collectDeclarations } from "../engine/declarations";
import type { ResourceConfig } from "../engine/types";
import { configs, declaredConfigs } from "../catalogue/declared-sections";

/** Each resource's file, a chunk of its own (the same files src/resources/index.ts reads at once). */
const files = import.meta.glob<{ default?: unknown }>([
  "../resources/**/*.ts",
  "!../resources/index.ts",
  "!../resources/**/section.ts",
  "!../resources/**/*.seed.ts",
  "!../resources/**/*.rules.ts",
  // a section's API handlers: the server's (and the in-page demo's), never a screen's chunk
  "!../resources/**/*.actions.ts",
]);

/** One config from its file, as src/resources/index.ts gives it: the app's field types known, its defaults filled in. */
export async function loadConfigFile(name: string): Promise<ResourceConfig> {
  const file = configs[name]?.file;
  const load = file ? files[`../resources/${file}`] : undefined;
  if (!load) throw new Error(`路由清单中的资源 ${name} 没有声明`);
  const [module] = await Promise.all([load(), import("../field-types")]);
  const config = collectDeclarations({ [`./${file}`]: module }, "src/resources/").resources[0];
  if (config?.name !== name) throw new Error(`${file} 没有声明资源 ${name}`);
  return config;
}

/**
 * The console's configs, each loaded with the first screen that draws it and the configs that
 * screen reads (the route manifest names them): neither the console's entry nor its shell carries
 * a config (issue 38, item 1).
 */
export const appConfigStore = () =>
  createConfigStore({
    names: Object.keys(configs),
    // where every config is at hand already (development, the tests), that one
    load: async (name) => declaredConfigs?.find((c) => c.name === name) ?? loadConfigFile(name),
    needs: (name) => configs[name]?.needs ?? [],
  });

/** The console's one store of them. */
export const appConfigs = appConfigStore();
