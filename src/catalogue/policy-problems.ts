import modelText from "../access/model.conf?raw";
import policyText from "../access/policy.csv?raw";
import { auditAccess, idleLines, type Audit } from "../access/audit";
import { ResourceConfigError } from "../engine/config-error";
import { grantCatalogue } from "../engine/grant-catalogue";
import { routeEntries, sections } from "./pages";
import { auditRoutesOf } from "./route-lookups";

const POLICY_FILE = "src/access/policy.csv";
const lineOf = (line: number) => `${POLICY_FILE} 第 ${line} 行`;

/**
 * What `npm run access:report` fails on in policy.csv, in the page's words (decision 0122): a
 * line that covers no page (a section's typo: the section vanished from the menu with no word),
 * a route no line covers, an action no page offers, a line casbin cannot use. Asked of casbin
 * as every reader asks (access/audit.ts) over the pages as data: the server's start. Read only
 * when the declarations hold: without them pages are missing, and lines would seem to cover none.
 */
export async function policyProblems(policy: string = policyText): Promise<ResourceConfigError[]> {
  return problemsOf(await auditAccess(modelText, policy, auditRoutesOf(routeEntries), grantCatalogue(sections)));
}

/**
 * The lines of policyProblems that need no page × action × role table (a line covering no page,
 * one casbin cannot use, a g line granting nothing): the console's start-up check in development,
 * on every start, where the whole audit would cost half a second more.
 */
export async function policyLineProblems(policy: string = policyText): Promise<ResourceConfigError[]> {
  return problemsOf(await idleLines(modelText, policy, auditRoutesOf(routeEntries)));
}

function problemsOf(audit: Partial<Audit> & Pick<Audit, "unused" | "unusable" | "idle">): ResourceConfigError[] {
  return [
    ...audit.unused.map((l) => new ResourceConfigError(lineOf(l.line), `“${l.text}”没有覆盖任何页面：分区 ${l.sec} 或页面 ${l.obj} 写错了，或已不存在`)),
    ...(audit.uncovered ?? []).map((r) => new ResourceConfigError(`页面 "${r.path}"`, `policy.csv 没有一行覆盖它（${r.name}）：谁也打不开，请在 ${POLICY_FILE} 加一行`)),
    ...(audit.unoffered ?? []).map(({ line, offered }) => new ResourceConfigError(lineOf(line.line), `“${line.text}”的动作 "${line.act}" 它覆盖的页面都没有，可用：${offered.join(", ")}`)),
    ...audit.unusable.map((l) => new ResourceConfigError(lineOf(l.line), `“${l.text}”无法使用（${l.problem}）`)),
    ...audit.idle.map((g) => new ResourceConfigError(lineOf(g.line), `“${g.text}”不授予任何权限：没有一行 p 写到 "${g.parent}"`)),
    ...(audit.publicMismatch ?? []).map((r) => new ResourceConfigError(`页面 "${r.path}"`, `public=${Boolean(r.public)} 与 policy.csv 中 guest 的行不一致`)),
  ];
}
