import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "public/mockServiceWorker.js", "e2e/artifacts"] },
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
    // Imports flow one way; only the entry may start the demo API.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/main.tsx", "src/mocks/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/mocks", "**/mocks/*"], message: "Only src/main.tsx may import src/mocks." }] }],
    },
  },
  {
    files: ["src/providers/**/*.{ts,tsx}", "src/access/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["**/engine", "**/engine/*", "**/resources", "**/resources/*", "**/layout/*", "**/pages/*"], message: "Providers and access sit below the engine, resources and screens." },
        { group: ["**/mocks", "**/mocks/*"], message: "Only src/main.tsx may import src/mocks." },
      ] }],
    },
  },
);
