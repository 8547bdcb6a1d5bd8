/**
 * npm run api:contract — writes docs/api/openapi.json, the OpenAPI 3.1 contract of every call
 * the console makes (src/contract/). tests/contract/ checks it is current and that the demo
 * API keeps to it.
 */
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

// Loaded through Vite, as the app is: resources and *.calls.ts are found with import.meta.glob.
const load = async <T>(path: string) => (await runnerImport<T>(new URL(path, import.meta.url).pathname)).module;
const { contractText, contractCalls, apiContract } = await load<typeof import("../src/contract")>("../src/contract/index.ts");

const out = new URL("../docs/api/openapi.json", import.meta.url);
writeFileSync(out, contractText());
const rest = Object.values(apiContract().paths).filter((item) => "x-console-api" in item).length;
console.log(`docs/api/openapi.json: ${new Set(contractCalls.map((c) => c.path)).size} provider API calls, ${rest} REST paths.`);
