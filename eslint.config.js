import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import importPlugin, { createNodeResolver } from "eslint-plugin-import-x";
import { readdirSync, statSync } from "node:fs";

// The section folders of src/pages: a section's screens may not import another section's.
const pageSections = readdirSync("src/pages").filter((f) => statSync(`src/pages/${f}`).isDirectory());
const appCode = ["./src/server", "./src/contract", "./src/field-types", "./src/catalogue", "./src/routes", "./src/resources", "./src/pages", "./src/layout", "./src/api", "./src/demo", "./src/app-root.tsx", "./src/App.tsx", "./src/main.tsx", "./src/console-entry.tsx", "./src/login-entry.tsx"];

export default tseslint.config(
  { ignores: ["dist", "dist-*", "node_modules", "e2e/artifacts"] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Imports flow one way (README "How it fits together"), as lint facts:
    // resources → engine → providers/access; pages and layout above them; nothing imports the API or the demo
    // but the entries; the API imports no screen and no demo (issue 48).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importPlugin },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // never parse packages for the cycle check (they cannot import the app; slow)
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      // route screens load lazily (dynamic import) and may use route helpers: not a cycle at load
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      "import-x/no-restricted-paths": ["error", { zones: [
        // the app's typecheck leaves tests/ out (decision 0035): nothing of the app may import them
        { target: "./src", from: "./tests", message: "The app imports no test code: a test's declarations stay out of the app's types." },
        { target: "./src/engine", from: appCode, message: "The engine imports no app code: the app hands it resources and access." },
        { target: ["./src/providers", "./src/access"], from: ["./src/engine", ...appCode], message: "Providers and access sit below the engine, resources and screens." },
        { target: "./src/resources/**/!(*.actions).ts", from: ["./src/pages", "./src/layout", "./src/routes", "./src/api", "./src/demo"], message: "A resource config imports the engine (and its own *.rules.ts) only." },
        // a section's own API handler (<name>.actions.ts, issue 50): the API's extension kit and nothing else of the API, no screen, no demo
        { target: "./src/resources/**/*.actions.ts", from: ["./src/pages", "./src/layout", "./src/routes", "./src/demo"], message: "A section's handler file imports the engine, its section's configs and src/api/extension-kit.ts only." },
        { target: "./src/resources/**/*.actions.ts", from: "./src/api", except: ["./extension-kit.ts"], message: "A section's handler file imports src/api/extension-kit.ts only of the API: what it may use is listed there." },
        // …and nothing imports one: the API finds them by import.meta.glob (src/api/resource-actions/index.ts), so no screen's chunk holds one
        { target: "./src", from: "./src/resources/**/*.actions.ts", message: "A section's handler file is the API's, found by src/api/resource-actions/index.ts: import its config, not the handler." },
        // the pages as data (route manifest, page × action catalogue), read by the API and the console alike: no screen's code, no API
        { target: "./src/catalogue", from: ["./src/pages", "./src/routes", "./src/layout", "./src/components", "./src/api", "./src/demo"], message: "The catalogue is the pages as data, below the API and the screens: it imports the engine, the resources and access only (the sections' routes.ts declarations it reads by import.meta.glob)." },
        // the product's API runs on the server as in the page: it reaches no screen and no demo
        { target: "./src/api", from: ["./src/pages", "./src/routes", "./src/layout", "./src/components", "./src/demo"], message: "The API imports no UI (pages, routes, layout, components) and no demo: what it shares with the screens lives in the engine, the resources or src/catalogue." },
        // the server (Node) runs the API's handlers; nothing of the console or the API imports it
        { target: readdirSync("src").filter((f) => f !== "server").map((f) => `./src/${f}`), from: "./src/server", message: "Only the server's own files import src/server: the console and the handlers run without Node." },
        ...pageSections.map((name) => ({
          target: `./src/pages/${name}`,
          from: "./src/pages",
          except: [`./${name}`],
          message: "A section's screens do not import another section's: share through the engine or *.rules.ts.",
        })),
      ] }],
    },
  },
  {
    // Imports flow one way; only the console's entry (in the page) and the server (src/server) start the API or the demo.
    files: ["src/**/*.{ts,tsx}"],
    // (a section's *.actions.ts is the API's: no-restricted-paths above lets it reach src/api/extension-kit.ts only)
    ignores: ["src/console-entry.tsx", "src/api/**", "src/demo/**", "src/server/**", "src/resources/**/*.actions.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/api", "**/api/*", "**/demo", "**/demo/*"], message: "Only the console's entry (src/console-entry.tsx) and src/server may import src/api or src/demo." }] }],
      // every call is in the API contract (docs/api/openapi.json): a page calls a path constant
      // of its *.calls.ts or a config's api, never a path written in place that nothing declares
      "no-restricted-syntax": ["error", ...["Literal", "TemplateLiteral[expressions.length=0]"].map((arg) => ({
        selector: `CallExpression[callee.name="request"] > ${arg}.arguments:first-child`,
        message: "Call request() with a declared path (a *.calls.ts constant or a config's api), not a literal path: the API contract would not know the call.",
      }))],
    },
  },
);
