import type { ResourceConfig } from "../engine/types";

/**
 * Every resource config of the console: each file under src/resources/ (but this one,
 * the demo seeds *.seed.ts and the rule modules *.rules.ts that screens and the demo API
 * share) default-exports one. Found by the bundler, so adding a
 * resource is adding a file.
 */
const modules = import.meta.glob<{ default: ResourceConfig }>(["./**/*.ts", "!./index.ts", "!./**/*.seed.ts", "!./**/*.rules.ts"], {
  eager: true,
});

export const resources: ResourceConfig[] = Object.keys(modules)
  .sort()
  .map((path) => {
    const config = modules[path]?.default;
    if (!config) throw new Error(`${path} 没有 default export 一个资源配置`);
    return config;
  });
