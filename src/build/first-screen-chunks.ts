import { existsSync, realpathSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** Source paths, from the project's root, of the modules every signed-in page loads (scripts/route-families.mjs SIGNED_IN). */
export const SIGNED_IN_ENTRIES = ["src/console-entry.tsx", "src/layout/shell.tsx", "src/access/enforcer.ts"];
/** Entries whose own code must not join the signed-in chunk: the page's and /login's (they load without antd or refine). */
export const KEPT_APART = ["src/main.tsx", "src/login-entry.tsx"];

/**
 * The packages the app imports by name from one index (`import { Button } from "antd"`), and
 * where each name's module is. An index names every component, so following it would count
 * every component as the first screen's; the walk follows the names the importer takes instead.
 */
const BARRELS: { index: string; module: (name: string) => string; from: string }[] = [
  { from: "antd", index: "node_modules/antd/es/index.js", module: (n) => `node_modules/antd/es/${kebab(n)}/index.js` },
  { from: "@ant-design/icons", index: "node_modules/@ant-design/icons/es/index.js", module: (n) => `node_modules/@ant-design/icons/es/icons/${n}.js` },
];
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** The names a module's code imports from a package by its bare name (`import { A, B as C } from "pkg"`). */
export function namedImports(code: string, from: string): string[] {
  const names: string[] = [];
  const quoted = from.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g");
  for (const [, list = ""] of code.matchAll(re)) {
    for (const part of list.split(",")) {
      const name = (part.trim().split(/\s+as\s+/)[0] ?? "").trim();
      if (name && !name.startsWith("type ")) names.push(name);
    }
  }
  return names;
}

/**
 * One chunk for what every signed-in page loads: the modules the signed-in entries import
 * statically, less those the page's entry or /login's reach (issue 51, decision 0128). The
 * bundler's own split cuts that code into a chunk per set of lazy screens sharing it (over a
 * hundred files for /goods, each gzipped apart: 49 KiB more than the same code together), and
 * every signed-in route loads all of it anyway. The set is read from the module graph at the end
 * of the parse (`buildEnd`), before chunks are made; a package's index is followed only for the
 * names the app takes from it, and not at all from inside node_modules (@refinedev/antd's index
 * names components the first screen never draws: what it uses stays where the bundler puts it).
 */
export function firstScreenChunks(entries = SIGNED_IN_ENTRIES, apart = KEPT_APART): Plugin {
  const members = new Set<string>();
  let root = "";
  return {
    name: "first-screen-chunks",
    apply: "build",
    config(_, env) {
      if (env.isSsrBuild) return;
      const group = { name: "signed-in", test: (id: string) => members.has(id), includeDependenciesRecursively: false };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      // node_modules may be a link (a worktree's): the graph names modules by their real paths
      const real = (path: string) => (existsSync(path) ? realpathSync(path) : path);
      const barrels = BARRELS.map((b) => ({ ...b, index: real(resolve(root, b.index)) }));
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = starts.map((s) => resolve(root, s));
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          const mine = !id.includes("/node_modules/");
          for (const next of info.importedIds) {
            const barrel = barrels.find((b) => b.index === next);
            if (!barrel) stack.push(next);
            else if (mine && info.code) {
              for (const name of namedImports(info.code, barrel.from)) {
                const file = resolve(root, barrel.module(name));
                if (existsSync(file)) stack.push(real(file));
              }
            }
          }
        }
        return seen;
      };
      const outside = closure(apart);
      const reached = closure(entries);
      // an entry only imported lazily stays the facade of a chunk of its own, which its lazy
      // imports name; one the others also import statically (the enforcer: the sider's and the
      // navbar's checks) joins the group, or the two chunks would import each other
      const statically = (id: string) => (this.getModuleInfo(id)?.importers ?? []).some((by) => reached.has(by));
      const own = new Set(entries.map((e) => resolve(root, e)).filter((id) => !statically(id)));
      members.clear();
      for (const id of reached) if (!outside.has(id) && !own.has(id)) members.add(id);
    },
  };
}
