// axe-core's WCAG 2 A and AA rules on the page as it is now (issue 14, issue 23 part 6), shared by
// a11y.spec.mjs (overlays, signed-out screens, the keyboard) and the walk of every route
// (routes.spec.mjs at 1440×900, then at 390×844 on the same page: decision 0130). Every impact counts. A violation is
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
 * on what is painted, and a half-faded-in text would count as low contrast. One call into the page
 * (a walk settles 82 screens: polling from here cost a round trip per frame on a loaded machine).
 */
export async function settle(page) {
  await page.evaluate(async () => {
    // the engine's skeletons (decision 0129) are loading too: a list's rows, a form's or detail's record
    const busy = () => document.querySelector(".ant-spin-spinning, .ant-skeleton-active, [data-skeleton], .skeleton-block, .form-skeleton");
    for (const end = Date.now() + 10_000; busy(); ) {
      if (Date.now() > end) throw new Error("the screen is still loading after 10 s (a spinner or skeleton)");
      await new Promise((next) => requestAnimationFrame(next));
    }
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
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

/**
 * What axe loads before its rules: the media only. By default it also rebuilds the CSSOM of every
 * stylesheet (antd's many <style> tags) on every check, for css-orientation-lock alone, a WCAG 2.1
 * rule outside AXE_TAGS; no-autoplay-audio (WCAG 2.0 A) needs the media.
 */
const PRELOAD = { assets: ["media"] };

/** axe.run in the page (injected first when this document has no axe yet): its violations. */
async function runAxe(page, include, exclude) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, exclude, tags, PRELOAD }) =>
      window.axe
        .run(include || exclude ? { include: [include ?? "html"], exclude: exclude ? [exclude] : [] } : document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], preload: PRELOAD })
        .then((r) => r.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))),
    { include, exclude, tags: AXE_TAGS, PRELOAD },
  );
}

/** Time spent here, printed at exit with E2E_AXE_TIMING=1 (what axe adds to a walk: decision 0031). */
const spent = { checks: 0, settleMs: 0, axeMs: 0 };
if (process.env.E2E_AXE_TIMING === "1") {
  process.on("exit", () => console.log(`[axe] ${spent.checks} checks: settling ${(spent.settleMs / 1000).toFixed(1)} s, axe ${(spent.axeMs / 1000).toFixed(1)} s`));
}

/**
 * The axe violations of the page once it has settled, as lines (none: []). `where` names the
 * screen in them; `include`: a selector to check only a part of the page, `exclude` one to leave out.
 */
export async function axeViolations(page, where, { include, exclude } = {}) {
  const start = Date.now();
  await settle(page);
  const settled = Date.now();
  const violations = await runAxe(page, include, exclude);
  spent.checks += 1;
  spent.settleMs += settled - start;
  spent.axeMs += Date.now() - settled;
  return formatViolations(violations, where);
}

/**
 * Rows past a list's third (a table's rows, a phone's cards): drawn by the same columns and field
 * types as the first ones, they hold nothing else for axe to find, and are most of its time.
 */
const REPEATED_ROWS = ".ant-table-tbody > tr.ant-table-row:nth-child(n+4), .ant-list-items > .ant-list-item:nth-child(n+4)";

/**
 * A screen of a walk: its own part, <main> (the shell around it, the same on every route, is
 * checked whole by a11y.spec.mjs), less its repeated rows: what the walks' time allows (0031).
 */
export const axeOfScreen = (page, where) => axeViolations(page, where, { include: "#main-content", exclude: REPEATED_ROWS });
