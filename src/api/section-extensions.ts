import { fileOf } from "../engine/config-error";
import type { ResourceConfig } from "../engine/types";
import type { ResourceExtension } from "./resource-extension";

/** The glob's modules: file → module (a default-exported ResourceExtension). */
export type ExtensionModules = Record<string, { default?: ResourceExtension }>;

/** `purchase/purchase-order` of `…/purchase/purchase-order.actions.ts` or `…/purchase/purchase-order.ts`: a file's folder and stem. */
const stemOf = (file: string): string => file.replace(/(\.actions)?\.ts$/, "").split("/").slice(-2).join("/");

/**
 * The resource extensions of `modules`, sorted by file: the app's (src/api/resource-actions/*.ts)
 * and the sections' own (`src/resources/<section>/<name>.actions.ts`, issue 50). A section's file
 * extends the resource its sibling `<name>.ts` declares, and only that one, so a section folder
 * never reaches into another's records by its handler: a file whose `resource` is another is
 * refused at start, naming both. `configs` are the declarations (their files noted, declarations.ts).
 */
export function collectExtensions(modules: ExtensionModules, configs: readonly ResourceConfig[]): ResourceExtension[] {
  return Object.keys(modules)
    .sort()
    .map((path) => {
      const ext = modules[path]?.default;
      if (!ext || typeof ext.resource !== "string") throw new Error(`${path} 没有 default export 一个 ResourceExtension`);
      if (!path.endsWith(".actions.ts")) return ext;
      const sibling = configs.find((c) => {
        const file = fileOf(c);
        return file !== undefined && stemOf(file) === stemOf(path);
      });
      if (sibling?.name !== ext.resource) {
        const declared = sibling ? `声明的是资源 "${sibling.name}"` : "没有声明资源";
        throw new Error(`${path}: resource "${ext.resource}" 不是同名配置文件 ${stemOf(path)}.ts 的资源（它${declared}）：分区的处理文件只扩展它旁边的那个资源`);
      }
      return ext;
    });
}
