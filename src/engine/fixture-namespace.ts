import { named, ResourceConfigError } from "./config-error";
import type { Declarations } from "./declarations";
import type { SectionPages } from "./section-types";

/**
 * Names and path segments that begin with `fixture` (then a capital, a digit, `-`, `/` or
 * nothing: fixtureSupplier, /fixturePurchase, fixture-log) belong to the test fixtures
 * (tests/fixtures/, decision 0032). Tests drop fixtures in beside the app's declarations;
 * an app declaration of the same name or path would collide with them and stop the suite,
 * so the app may not take one: src/resources and src/pages are refused at start-up.
 * "fixtures" or "fixturesList" stay free (a lowercase letter follows).
 */
export const FIXTURE_PREFIX = "fixture";

const RESERVED = /^fixture(?![a-z])/;

/** A name or one path segment in the test fixtures' namespace. */
export const isFixtureName = (name: string): boolean => RESERVED.test(name);

/** A path (or URL) one of whose segments is in the namespace: /goods/fixtureBrand. */
const reservedSegment = (path: string): string | undefined => path.split(/[/?#]/).find(isFixtureName);

const WHY = `以 ${FIXTURE_PREFIX} 开头的名字和路径段留给测试夹具（tests/fixtures/，决定 0032），应用请换一个`;

/** The problem with `path` (a name or path of `where`), if one of its segments is in the namespace. */
function pathProblem(where: string, path: string | undefined): ResourceConfigError[] {
  const segment = path === undefined ? undefined : reservedSegment(path);
  return segment ? [new ResourceConfigError(where, `"${path}" 含 "${segment}"：${WHY}`)] : [];
}

/**
 * Every app declaration (src/resources) that takes the fixtures' namespace: a section's path
 * or alsoUnder, a resource's name, routes or API; each a problem naming where and why.
 */
export function fixtureNamespaceProblems(app: Declarations): ResourceConfigError[] {
  const sections = app.sections.flatMap((s) => [
    ...pathProblem(named(s, `分区 "${s.path}".path`), s.path),
    ...(s.alsoUnder ?? []).flatMap((p) => pathProblem(named(s, `分区 "${s.path}".alsoUnder`), p)),
  ]);
  const resources = app.resources.flatMap((c) => {
    const where = named(c, `"${c.name}"`);
    const name = isFixtureName(c.name) ? [new ResourceConfigError(`${where}.name`, `"${c.name}"：${WHY}`)] : [];
    const routes = Object.entries(c.routes ?? {}).flatMap(([view, path]) => pathProblem(`${where}.routes.${view}`, path));
    return [...name, ...routes, ...pathProblem(`${where}.api`, c.api?.rest ? c.api.rest.url : c.api?.base)];
  });
  return [...sections, ...resources];
}

/** Every custom page of the app (src/pages/<section>/routes.ts) whose path takes the namespace. */
export function fixturePageProblems(pages: SectionPages[]): ResourceConfigError[] {
  return pages.flatMap((p) => (p.pages ?? []).flatMap((page) => pathProblem(`页面 "${page.path}"`, page.path)));
}
