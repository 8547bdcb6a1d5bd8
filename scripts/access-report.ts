/**
 * npm run access:report — what each shop role and each demo role (角色) may do, page × action,
 * with the lines that decided (casbin, asked as the app asks), and who may use each relation
 * field's lookup (decision 0048). How to read it: docs/access.md.
 * Exits 1 when a route has no policy line, a line covers no page, a line names an action no page
 * it covers offers, a line is unusable, a g line grants nothing, a route's `public` flag
 * disagrees with the guest lines, or a demo role stores a grant that matches no page or action.
 * First it runs the app's start-up check of the declarations (the same list the page shows,
 * with the demo's handlers): a problem there is named by its file and ends the report.
 * `--routes` also prints every route × shop role (what the guard and the menu answer).
 * A role's `*` and `/x/*` read as a session reads them (spelled out, decision 0121), in both the
 * seed's and `--db`'s; a role holding every section but one, and none of that one, is warned of
 * (saved before that section was added?) with its fixes.
 */
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

// Loaded through Vite, as the app is: sections and resources are found with import.meta.glob.
const load = async <T>(path: string) => (await runnerImport<T>(new URL(path, import.meta.url).pathname)).module;
const { auditAccess, SUBJECTS } = await load<typeof import("../src/access/audit")>("../src/access/audit.ts");
const { auditRole, missedSections, staleGrants } = await load<typeof import("../src/access/audit-roles")>("../src/access/audit-roles.ts");
const { expandGrants } = await load<typeof import("../src/access/role-grants")>("../src/access/role-grants.ts");
const text = await load<typeof import("../src/access/audit-text")>("../src/access/audit-text.ts");
const { lookupLines } = await load<typeof import("./lookup-lines")>("./lookup-lines.ts");
const { demoRoles } = await load<typeof import("./demo-roles")>("./demo-roles.ts");
const { auditRoutes } = await load<typeof import("../src/routes/route-index")>("../src/routes/route-index.ts");
const { sections } = await load<typeof import("../src/routes/sections")>("../src/routes/sections.ts");
const { auditLookups, lookupTable } = await load<typeof import("../src/access/audit-lookups")>("../src/access/audit-lookups.ts");
const { relationLookups } = await load<typeof import("../src/engine/lookups")>("../src/engine/lookups.ts");
const { resources } = await load<typeof import("../src/resources")>("../src/resources/index.ts");
const { grantCatalogue } = await load<typeof import("../src/engine/grant-catalogue")>("../src/engine/grant-catalogue.ts");
// the demo roles are the report's input: whatever the seed stores is what a demo merchant starts with
const { seed } = await load<typeof import("../src/demo/seed")>("../src/demo/seed.ts");

// the declarations as the app checks them at start (each problem named by its file): the audit
// below would otherwise report what follows from them (a catalogue without the broken section)
const { startUpProblems } = await load<typeof import("./start-up-check")>("./start-up-check.ts");
const declarationErrors = startUpProblems();
if (declarationErrors.length > 0) {
  for (const e of declarationErrors) console.error(`ERROR ${e}`);
  console.error(`The declarations have ${declarationErrors.length} problem(s), as the app's start-up check names them: fix them first.`);
  process.exit(1);
}

const read = (name: string) => readFileSync(new URL(`../src/access/${name}`, import.meta.url), "utf8");
const [model, policy] = [read("model.conf"), read("policy.csv")];

const routes = auditRoutes();
const catalogue = grantCatalogue(sections);
const audit = await auditAccess(model, policy, routes, catalogue);

// --db: the roles of the server's database (DATABASE_URL, else PGlite in DATA_DIR / data/pglite), the
// ones merchants made included; else the seed's (what a new database starts with)
const fromDb = process.argv.includes("--db");
async function storedRoles() {
  const { openDatabase } = await load<typeof import("../src/server/sql")>("../src/server/sql.ts");
  const { storedRolesAndShops } = await load<typeof import("../src/server/stored-roles")>("../src/server/stored-roles.ts");
  const database = await openDatabase();
  try {
    console.log(`Roles from the database: ${database.where}\n`);
    return demoRoles(await storedRolesAndShops(database));
  } finally {
    await database.close();
  }
}
const roles = fromDb ? await storedRoles() : demoRoles(seed());
const stale = staleGrants(roles, catalogue);

console.log("Pages × actions × shop role (policy.csv; guest = no sign-in needed)\n");
for (const line of text.pageTable(audit, catalogue)) console.log(line);
console.log(`\n${audit.pages.length} page actions on ${new Set(audit.pages.map((p) => p.page)).size} pages, ${routes.length} routes.`);

console.log(`\n${fromDb ? "Roles in the database" : "Demo roles (src/demo/seed.ts)"}: what their employees may do = the shop role's line AND the role's grant\n`);
for (const role of roles) {
  for (const line of text.roleTable(await auditRole(model, policy, catalogue, role), catalogue)) console.log(line);
  console.log("");
}

console.log("Lookups (a form's relation options): whoever may open one of the field's screens may use it (shop roles | demo roles)\n");
// the roles' `*` and `/x/*` spelled out, as their sessions have them
const spelledOut = roles.map((r) => ({ ...r, permissions: expandGrants(r.permissions, catalogue) }));
for (const line of lookupTable(await auditLookups(model, policy, lookupLines(relationLookups(resources), routes), spelledOut))) console.log(line);
console.log("");

if (process.argv.includes("--routes")) {
  console.log(`Routes × shop role\n${"".padEnd(4)}${SUBJECTS.map((s) => s.padEnd(6)).join("")}route`);
  for (const { route, cells } of audit.rows) console.log(`    ${SUBJECTS.map((s) => (cells[s].allowed ? "yes" : "-").padEnd(6)).join("")}${route.path}  ${route.name}`);
}

// a role holding every section but one, none of it: stored before that section was added (decision 0121)
for (const w of text.missedLines(missedSections(roles, catalogue), catalogue)) console.warn(`WARNING ${w}`);

const errors = text.auditErrors(audit, stale);
for (const e of errors) console.error(`ERROR ${e}`);
if (errors.length > 0) process.exit(1);
console.log("Every route has a policy line; every line covers a page and names an action it offers; every stored grant is one.");
