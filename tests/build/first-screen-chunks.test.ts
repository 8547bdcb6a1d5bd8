import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { firstScreenChunks, KEPT_APART, namedImports, SIGNED_IN_ENTRIES } from "../../src/build/first-screen-chunks";

const ROOT = resolve(import.meta.dirname, "../..");
const src = (path: string) => resolve(ROOT, path);
/** A package's module as the bundler names it: by its real path (node_modules may be a link). */
const pkg = (path: string) => realpathSync(resolve(ROOT, "node_modules", path));

type Group = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

/** The plugin's group after a build whose module graph is `graph` (module → its static imports, its code). */
function groupAfter(graph: Record<string, { imports: string[]; code?: string }>): Group {
  const plugin = firstScreenChunks();
  (plugin.configResolved as (c: { root: string }) => void)({ root: ROOT });
  const config = (plugin.config as (c: object, env: { isSsrBuild?: boolean }) => { build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } } })({}, {});
  const context = {
    environment: { config: { build: { ssr: false } } },
    getModuleInfo: (id: string) => {
      const node = graph[id];
      const importers = Object.keys(graph).filter((by) => graph[by]?.imports.includes(id));
      return node ? { importedIds: node.imports, importers, code: node.code ?? "" } : null;
    },
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  const [group] = config.build.rolldownOptions.output.codeSplitting.groups;
  if (!group) throw new Error("no group");
  return group;
}

describe("firstScreenChunks (what every signed-in page loads, in one chunk)", () => {
  const [consoleEntry = "", shell = "", enforcer = ""] = SIGNED_IN_ENTRIES.map(src);
  const [main = "", login = ""] = KEPT_APART.map(src);
  const antd = pkg("antd/es/index.js");
  const button = pkg("antd/es/button/index.js");
  const table = pkg("antd/es/table/index.js");
  const datePicker = pkg("antd/es/date-picker/index.js");
  const graph = {
    [main]: { imports: [src("src/providers/token.ts"), pkg("react-dom/client.js")] },
    [src("src/providers/token.ts")]: { imports: [] },
    [pkg("react-dom/client.js")]: { imports: [] },
    [login]: { imports: [src("src/providers/session.ts")] },
    [src("src/providers/session.ts")]: { imports: [src("src/providers/token.ts")] },
    [consoleEntry]: { imports: [src("src/App.tsx"), src("src/providers/session.ts")] },
    [src("src/App.tsx")]: { imports: [antd, pkg("@refinedev/antd/dist/index.mjs")], code: 'import { Button, type TableProps, Table as T } from "antd";' },
    [shell]: { imports: [src("src/layout/console-layout.tsx")] },
    [src("src/layout/console-layout.tsx")]: { imports: [pkg("react-dom/client.js")] },
    [enforcer]: { imports: [src("src/access/decide.ts")] },
    [src("src/access/decide.ts")]: { imports: [] },
    [antd]: { imports: [button, table, datePicker] },
    [button]: { imports: [] },
    [table]: { imports: [] },
    [datePicker]: { imports: [] },
    [pkg("@refinedev/antd/dist/index.mjs")]: { imports: [antd], code: 'import { DatePicker } from "antd";' },
  };

  it("takes the modules the signed-in entries import, but not the entries themselves (their lazy imports name their chunks)", () => {
    const { test } = groupAfter(graph);
    expect(test(src("src/App.tsx"))).toBe(true);
    expect(test(src("src/layout/console-layout.tsx"))).toBe(true);
    expect([consoleEntry, shell, enforcer].filter(test)).toEqual([]);
  });

  it("takes an entry the others import statically too (the enforcer: the sider's checks), so no two chunks import each other", () => {
    const withChecks = { ...graph, [src("src/layout/console-layout.tsx")]: { imports: [pkg("react-dom/client.js"), enforcer] } };
    const { test } = groupAfter(withChecks);
    expect(test(enforcer)).toBe(true);
    expect(test(src("src/access/decide.ts"))).toBe(true);
    expect([consoleEntry, shell].filter(test)).toEqual([]);
  });

  it("leaves out what the page's entry or /login's reaches: /login stays without antd and refine", () => {
    const { test } = groupAfter(graph);
    expect(test(pkg("react-dom/client.js"))).toBe(false);
    expect(test(src("src/providers/session.ts"))).toBe(false);
    expect(test(src("src/providers/token.ts"))).toBe(false);
  });

  it("follows antd's index only for the names the app imports: a component only a lazy screen draws stays out", () => {
    const { test } = groupAfter(graph);
    expect(test(button)).toBe(true);
    expect(test(table)).toBe(true);
    expect(test(datePicker)).toBe(false);
    expect(test(antd)).toBe(false);
  });

  it("does not pull in the captured modules' own dependencies (react-dom stays in the page's entry)", () => {
    expect(groupAfter(graph).includeDependenciesRecursively).toBe(false);
  });
});

describe("namedImports", () => {
  it("reads the names a module takes from a package, without types and renames", () => {
    const code = 'import { Button, type TableProps, Table as T } from "antd";\nimport { Card } from \'antd\';\nimport { x } from "antd-x";';
    expect(namedImports(code, "antd")).toEqual(["Button", "Table", "Card"]);
  });
});
