import type { HttpHandler } from "msw";
import { declarationErrors } from "../catalogue/declaration-problems";
import { policyProblems } from "../catalogue/policy-problems";
import * as check from "../engine/check-config";
import { named, type ResourceConfigError } from "../engine/config-error";
import type { ResourceConfig } from "../engine/types";
import * as declared from "../resources";
import { json } from "./respond";
import { servesPath } from "./served-paths";

/**
 * The server's start-up check of the configs (decision 0122): the list the console's start-up
 * check shows (declarations, actions with neither a handler nor a transition, `{key}`s of a
 * confirm), with the API's own handlers, and then policy.csv's lines as `npm run access:report`
 * reads them. At start a problem stops the server (src/server/config-check.ts); after a hot reload
 * under `npm start` each broken resource's calls are refused with its own problems, and the others
 * keep serving.
 */
export interface ConfigProblems {
  /** Every problem, as the terminal and the console's page say it (file, resource, field). */
  messages: string[];
  /** The answer to a call on `path` of a resource with problems (`资源配置错误：…`); null for any other call. */
  refusalOf(path: string): Response | null;
}

/** What follows the prefix: `src/resources/x.ts "x".fields.y: 问题`. */
const said = (p: ResourceConfigError): string => p.message.replace(/^资源配置错误 /, "");

/** Whether the problem is about `c`: named by its file and name, or its section's. */
function isAbout(p: ResourceConfigError, c: ResourceConfig, sections: readonly { path: string }[]): boolean {
  const own = named(c, `"${c.name}"`);
  if (p.where === own || p.where.startsWith(`${own}.`)) return true;
  const section = sections.find((s) => s.path === c.section);
  return section !== undefined && p.where === named(section, `分区 "${section.path}"`);
}

/** The paths a resource's calls take: POST {base}/… (its lookups too), or its REST url and below. */
function callsOf(c: ResourceConfig): (path: string) => boolean {
  const rest = c.api.rest?.url;
  if (rest !== undefined) return (path) => path === rest || path.startsWith(`${rest}/`);
  const base = c.api.base;
  return (path) => Boolean(base) && path.startsWith(`${base}/`);
}

/** The configs' problems, with `handlers` the API serves (a config action none answers is one). */
export async function configProblems(handlers: readonly HttpHandler[]): Promise<ConfigProblems> {
  const found = declarationErrors(check, servesPath(handlers));
  // the policy is read against the pages: with a declaration broken, lines would seem to cover none
  const problems = found.length ? found : await policyProblems();
  const refused = declared.resources.flatMap((c) => {
    const own = problems.filter((p) => isAbout(p, c, declared.sections));
    return own.length ? [{ calls: callsOf(c), msg: `资源配置错误：${own.map(said).join("；")}` }] : [];
  });
  return {
    messages: problems.map((p) => p.message),
    refusalOf: (path) => {
      const hit = refused.find((r) => r.calls(path));
      return hit ? json({ code: 500, msg: hit.msg, data: null }, { status: 500 }) : null;
    },
  };
}
