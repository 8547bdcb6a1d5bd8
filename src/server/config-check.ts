import type { HttpHandler } from "msw";
import { configProblems, type ConfigProblems } from "../api/config-refusals";

/**
 * The server's start-up check (decision 0122): `npm run serve`, `npm start` and the test
 * harness's servers read the configs as the console's start-up check does and, at start,
 * refuse to serve with a problem, before the database is opened; after a hot reload (`npm start`)
 * the API refuses the broken resources' calls instead (src/api/config-refusals.ts).
 */

/** What the server does with a config problem: not start, or (after a hot reload) refuse that resource's calls. */
export type OnConfigProblem = "stop" | "refuse-calls";

/** The configs had problems at start: the server does not serve. */
export class ConfigRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(refusalLines(problems).join("\n"));
    this.name = "ConfigRefused";
  }
}

/** The terminal's words: how many, then each naming file, resource and field. */
export function refusalLines(problems: readonly string[]): string[] {
  return [`商户后台 API 未启动：配置有 ${problems.length} 个问题，改好后再启动`, ...problems.map((p) => `  ${p}`)];
}

/** After `npm start`'s hot reload with a config broken: what is wrong, and that its resources' calls are refused until it is fixed. */
export function reloadedLines(problems: readonly string[]): string[] {
  return [`商户后台 API 已重新加载，但配置有 ${problems.length} 个问题：有问题的资源的接口都回答“资源配置错误”，改好保存后自动恢复`, ...problems.map((p) => `  ${p}`)];
}

/** The configs' problems with the API's `handlers`; at start (`stop`) any problem throws ConfigRefused. */
export async function checkConfigs(handlers: readonly HttpHandler[], on: OnConfigProblem): Promise<ConfigProblems> {
  const found = await configProblems(handlers);
  if (on === "stop" && found.messages.length) throw new ConfigRefused(found.messages);
  return found;
}

/**
 * The end of a start the configs refused: their lines in the terminal and exit code 1 (a
 * deployment's start fails, not a server answering with half its pages). Any other error is thrown on.
 */
export function exitIfRefused(error: unknown): never {
  if (!(error instanceof ConfigRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
