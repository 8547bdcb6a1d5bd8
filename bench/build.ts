import { existsSync } from "node:fs";
import { join } from "node:path";
import { API_BASE, API_SERVER, APPS, PROD, PROD_SERVER_DIR, type App } from "./config";
import { exitCodeOf, log, start } from "./processes";

/** Each app's build: the console for the stub API, the console in demo mode, the reference, the console for the API server. */
const BUILDS: { app: App; args: string[]; apiBase: string | undefined }[] = [
  { app: APPS.stub, args: ["vite", "build", "--outDir", APPS.stub.dir, "--emptyOutDir"], apiBase: API_BASE },
  // no VITE_API_BASE_URL at all: the demo API in the page answers (src/console-entry.tsx)
  { app: APPS.demo, args: ["vite", "build", "--outDir", APPS.demo.dir, "--emptyOutDir"], apiBase: undefined },
  { app: APPS.reference, args: ["vite", "build", "--config", "bench/reference/vite.config.ts"], apiBase: API_BASE },
  // the console the API server serves, as `npm run build` makes it (its calls on its own origin)
  { app: API_SERVER, args: ["vite", "build", "--outDir", API_SERVER.dir, "--emptyOutDir"], apiBase: "/" },
  // `npm run build`'s second half: the server itself (serve.js), which serves the build above (issue 51)
  { app: { ...PROD.prod, label: "the production server (npm run serve)", dir: PROD_SERVER_DIR }, args: ["vite", "build", "--ssr", "src/server/serve.ts", "--outDir", PROD_SERVER_DIR, "--emptyOutDir"], apiBase: "/" },
];

function envFor(apiBase: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_REFERENCE_OUT: APPS.reference.dir, FORCE_COLOR: "0" };
  delete env.VITE_API_BASE_URL;
  if (apiBase !== undefined) env.VITE_API_BASE_URL = apiBase;
  return env;
}

export async function buildAll(): Promise<void> {
  for (const { app, args, apiBase } of BUILDS) {
    log(`building ${app.label} → ${app.dir.replace(`${process.cwd()}/`, "")}`);
    const child = start("npx", args, { stdio: ["ignore", "ignore", "inherit"], env: envFor(apiBase) });
    const code = await exitCodeOf(child);
    if (code !== 0) throw new Error(`\`npx ${args.join(" ")}\` failed (exit ${code})`);
  }
}

/** With --no-build: every build must be there already. */
export function checkBuilds(): void {
  const missing = [...Object.values(APPS), API_SERVER].filter((a) => !existsSync(join(a.dir, "index.html"))).map((a) => a.dir);
  if (!existsSync(join(PROD_SERVER_DIR, "serve.js"))) missing.push(PROD_SERVER_DIR);
  if (missing.length > 0) {
    throw new Error(`--no-build, but ${missing.join(", ")} has no build: run \`npm run bench\` without it once`);
  }
}
