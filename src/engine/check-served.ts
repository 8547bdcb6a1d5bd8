import { fileOf, named, ResourceConfigError } from "./config-error";
import type { ResourceConfig } from "./types";

/**
 * Whether the API answers POST `path` (its handlers say; the engine imports no app code, so
 * whoever starts the check hands it in: src/console-entry.tsx in demo mode, the server at its
 * start (src/api/config-refusals.ts), the access report from the handlers).
 */
export type ServesPath = (path: string) => boolean;

/**
 * The file an integrator writes to serve a resource's own calls in the demo: the app's folder of
 * them, or (issue 50) the section's own `<name>.actions.ts` beside the config, when its file is known.
 */
export const demoActionsFile = (c: ResourceConfig): string => {
  const app = `src/api/resource-actions/${c.name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}.ts`;
  const file = fileOf(c);
  return file?.startsWith("src/resources/") ? `${app} 或分区自己的 ${file.replace(/\.ts$/, ".actions.ts")}` : app;
};

/**
 * Config actions that call their own API (`api`) on the provider API with no handler and no
 * transition: the button would answer 网络错误 in the demo, 404 on the server. Named at start
 * like any config error (the page's list, the server's refusal to start), with the
 * file to write (decision 0050). REST resources have no actions of their own to serve.
 */
export function unservedActionProblems(configs: readonly ResourceConfig[], serves: ServesPath): ResourceConfigError[] {
  const problems: ResourceConfigError[] = [];
  for (const c of configs) {
    if (c.api.rest !== undefined || !c.api.base) continue;
    for (const a of c.actions ?? []) {
      // a transition is served by the generated API (decision 0119): no handler to write
      if (a.kind === "link" || !a.api || (a.kind === "call" && a.transition)) continue;
      const path = `${c.api.base}/${a.api}`;
      if (serves(path)) continue;
      const where = `${named(c, `"${c.name}"`)}.actions.${a.key}`;
      problems.push(new ResourceConfigError(where, `动作“${a.label}”的接口 POST ${path} 没有 API 处理，请写 ${demoActionsFile(c)}（actions: { ${JSON.stringify(a.api)}: … }，见 src/api/resource-actions/index.ts），或给动作声明 transition`));
    }
  }
  return problems;
}
