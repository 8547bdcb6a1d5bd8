// axe-core's WCAG 2 A and AA rules on the page as it is now (issue 14, issue 23 part 6), shared by
// a11y.spec.mjs (overlays, signed-out screens, the keyboard) and the two walks of every route
// (routes.spec.mjs at 1440×900, mobile.spec.mjs at 390×844). Every impact counts. A violation is
// one line naming the screen, the rule, its impact, how many nodes and the first targets, so a
// walk collects the lines of all its screens and fails once listing them all. Decision 0031.
//
// axe runs in the page itself, injected once per document: @axe-core/playwright's AxeBuilder
// evaluates axe's 560 kB twice per check and opens a second page to finish each run, which made
// a walk of 82 screens time out (240 s) on a loaded machine. The app has no iframes to recurse into.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";

const require = createRequire(import.meta.url);
/** axe-core as @axe-core/playwright has it (its dependency, so the two never differ). */
const AXE_SOURCE = readFileSync(
  require.resolve("axe-core/axe.min.js", { paths: [dirname(require.resolve("@axe-core/playwright"))] }),
  "utf8",
);

/** The rule sets checked: WCAG 2.0 A and AA (what the issue measured). */
export const AXE_TAGS = ["wcag2a", "wcag2aa"];

/**
 * Violations axe reports that are not the console's to fix, each as narrow as it can be: the
 * rule and the one kind of node it is wrong about, and why. Empty while there is none.
 * @type {{ rule: string, target: RegExp, why: string }[]}
 */
export const AXE_EXCEPTIONS = [];

/**
 * Waits for the screen's loading to end and for its animations to finish: axe measures contrast
 * on what is painted, and a half-faded-in text would count as low contrast.
 */
export async function settle(page) {
  await page.waitForFunction(() => !document.querySelector(".ant-spin-spinning, .ant-skeleton-active"));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

const excepted = (rule, node) => AXE_EXCEPTIONS.some((e) => e.rule === rule && e.target.test(node.target.join(" ")));

/** axe's violations as lines: `where: rule (impact, n node(s)): help → first targets`. */
export function formatViolations(violations, where) {
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !excepted(v.id, n)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ");
      return `${where}: ${v.id} (${v.impact}, ${v.nodes.length} node(s)): ${v.help} → ${targets}`;
    });
}

/** axe.run in the page (injected first when this document has no axe yet): its violations. */
async function runAxe(page, include) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, tags }) =>
      window.axe
        .run(include ? { include: [include] } : document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) => r.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))),
    { include, tags: AXE_TAGS },
  );
}

/**
 * The axe violations of the page once it has settled, as lines (none: []). `where` names the
 * screen in them; `include`: a selector to check only a part of the page (e.g. an overlay).
 */
export async function axeViolations(page, where, { include } = {}) {
  await settle(page);
  return formatViolations(await runAxe(page, include), where);
}
