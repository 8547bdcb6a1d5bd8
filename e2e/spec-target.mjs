// Which console a spec file drives, by its name: `*.server.spec.mjs` runs on the API server
// (`node dist-server/serve.js` on a fresh PGlite folder, decision 0053: one shop for every browser
// context, sessions and rules on the server), every other spec on the in-browser demo (dist-demo
// served by e2e/static-server.mjs, each context its own shop). e2e/run.mjs starts what the chosen files
// need; helpers.mjs reads the running file's name to pick the address (each spec file runs in a
// process of its own under `node --test`, with the file as its script).

const ON_SERVER = /\.server\.spec\.mjs$/;

/** Whether the spec file at `path` runs on the API server (else on the demo). */
export const runsOnServer = (path) => ON_SERVER.test(path ?? "");

/** Whether this process is a spec file that runs on the API server. */
export const thisSpecRunsOnServer = () => runsOnServer(process.argv[1]);

/** Where `npm run serve` listens by default: a server spec run by hand (`node --test …`) finds it there. */
export const DEFAULT_SERVER_URL = "http://127.0.0.1:8080";
