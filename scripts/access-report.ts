/**
 * npm run access:report — every route × role → allowed or not, with the policy line that
 * decided it (casbin, asked as the app asks). Exits 1 when a route has no policy line, a
 * line covers no route, a line is unusable (unknown subject or action, bad pattern), a g
 * line grants nothing, or a route's `public` flag disagrees with the policy's guest lines.
 */
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

// Loaded through Vite, as the app is: sections and resources are found with import.meta.glob.
const load = async <T>(path: string) => (await runnerImport<T>(new URL(path, import.meta.url).pathname)).module;
const { auditAccess, SUBJECTS } = await load<typeof import("../src/access/audit")>("../src/access/audit.ts");
const { auditRoutes } = await load<typeof import("../src/routes/route-index")>("../src/routes/route-index.ts");
const { sections } = await load<typeof import("../src/routes/sections")>("../src/routes/sections.ts");

const read = (name: string) => readFileSync(new URL(`../src/access/${name}`, import.meta.url), "utf8");

const routes = auditRoutes();
const actions = ["*", "open", ...sections.flatMap((s) => (s.children ?? []).flatMap((r) => (r.offers ?? []).map((a) => a.key)))];
const audit = await auditAccess(read("model.conf"), read("policy.csv"), routes, actions);

const label = (r: { path: string; name: string }) => `${r.path}  ${r.name}`;
const width = Math.max(...routes.map((r) => label(r).length)) + 2;
console.log(`${"route  name".padEnd(width)}${SUBJECTS.map((s) => s.padEnd(8)).join("")}rule that decided (admin | user)`);
for (const { route, cells } of audit.rows) {
  const marks = SUBJECTS.map((s) => (cells[s].allowed ? "yes" : "-").padEnd(8)).join("");
  console.log(`${label(route).padEnd(width)}${marks}${cells.admin.reason} | ${cells.user.reason}`);
}
console.log(`\n${audit.rows.length} routes, guest = no sign-in needed.`);

const errors = [
  ...audit.uncovered.map((r) => `route ${r.path} (${r.name}) has no policy line in policy.csv`),
  ...audit.unused.map((l) => `policy.csv line ${l.line} covers no route: ${l.text}`),
  ...audit.unusable.map((l) => `policy.csv line ${l.line} cannot be used (${l.problem}): ${l.text}`),
  ...audit.idle.map((g) => `policy.csv line ${g.line} grants nothing (no line names "${g.parent}"): ${g.text}`),
  ...audit.publicMismatch.map((r) => `route ${r.path}: it says public=${Boolean(r.public)}, policy.csv's guest lines disagree`),
];
for (const e of errors) console.error(`ERROR ${e}`);
if (errors.length > 0) process.exit(1);
console.log("Every route has a policy line, and every policy line is used and covers a route.");
