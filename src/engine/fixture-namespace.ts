import { ResourceConfigError } from "./check-config";
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

function refusePath(where: string, path: string | undefined): void {
  const segment = path === undefined ? undefined : reservedSegment(path);
  if (segment) throw new ResourceConfigError(where, `"${path}" 含 "${segment}"：${WHY}`);
}

/**
 * The app's own declarations (src/resources), refused when one takes the fixtures'
 * namespace: a section's path or alsoUnder, a resource's name, routes or API. Returns them.
 */
export function refuseFixtureNamespace(app: Declarations): Declarations {
  for (const s of app.sections) {
    refusePath(`分区 "${s.path}".path`, s.path);
    for (const p of s.alsoUnder ?? []) refusePath(`分区 "${s.path}".alsoUnder`, p);
  }
  for (const c of app.resources) {
    const where = `"${c.name}"`;
    if (isFixtureName(c.name)) throw new ResourceConfigError(`${where}.name`, `"${c.name}"：${WHY}`);
    for (const [view, path] of Object.entries(c.routes ?? {})) refusePath(`${where}.routes.${view}`, path);
    refusePath(`${where}.api`, c.api?.rest ? c.api.rest.url : c.api?.base);
  }
  return app;
}

/** The app's custom pages (src/pages/<section>/routes.ts), refused the same way. Returns them. */
export function refuseFixturePages(pages: SectionPages[]): SectionPages[] {
  for (const p of pages) {
    for (const page of p.pages ?? []) refusePath(`页面 "${page.path}"`, page.path);
  }
  return pages;
}
