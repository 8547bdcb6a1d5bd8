import { ResourceConfigError } from "./config-error";

/**
 * The start-up check's problems in one list (decision 0034): what collecting the declarations
 * found, the sections', the resources' (check-config.ts), and what stopped building the routes
 * (`buildError`, from buildSections: the pages' own problems), each once. An error of the
 * build that is no config error is named as it is when nothing else explains it.
 */
export function allProblems(found: ResourceConfigError[], buildError: unknown): ResourceConfigError[] {
  const problems = found.filter((p, i) => found.findIndex((q) => q.message === p.message) === i);
  if (buildError instanceof ResourceConfigError) {
    if (!problems.some((p) => p.message === buildError.message)) problems.push(buildError);
  } else if (buildError !== undefined && problems.length === 0) {
    problems.push(new ResourceConfigError("分区与页面", `无法生成路由（${buildError instanceof Error ? buildError.message : String(buildError)}）`));
  }
  return problems;
}
