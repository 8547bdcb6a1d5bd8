// What a person would trip over on a phone (issue 23, part 4), measured in the page: (a) a single
// value (a date, a time, a money, a number, a short name) broken over lines in a card or a table
// cell, (b) a touch target smaller than 32×32 (buttons, links, switches, checkboxes' clickable
// area) in the screen. The walk of every route (specs/routes.spec.mjs) calls `phoneLayout(page)` on each screen turned into a phone's.

/** The smallest touch target, in CSS px (issue 23: 32×32, above WCAG 2.5.8's 24). */
export const TOUCH_MIN = 32;

/** Runs in the page: each problem as "where: what (text)". */
function problemsInPage(min) {
  const problems = [];
  const main = document.querySelector("main, #main-content, .ant-layout-content") ?? document.body;
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const say = (el, what) => {
    const text = (el.innerText ?? el.getAttribute("aria-label") ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const where = el.closest("[aria-label]")?.getAttribute("aria-label") ?? el.closest(".ant-card")?.querySelector(".ant-card-head-title")?.innerText ?? "";
    problems.push(`${where ? `${where.slice(0, 30)} › ` : ""}${what}${text ? ` (“${text}”)` : ""}`);
  };

  // (a) One value is one text: a date (with its time), a money, a number with its unit, a code or
  // a short name. Free text (a description, an address) may wrap; these may not.
  const VALUE = /^(?:[-+]?[¥$]?[\d,.]+(?:%|[件个次张元天条人折])?|\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?|\d{2}:\d{2}(?::\d{2})?|[A-Za-z0-9_-]{4,32}|[\p{Script=Han}A-Za-z·]{1,6})$/u;
  const range = document.createRange();
  const linesOf = (node) => {
    range.selectNodeContents(node);
    const tops = new Set();
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4));
    return tops.size;
  };
  const cells = main.querySelectorAll("td.ant-table-cell, .ant-list-item dd, [data-stacked-rows] dd, .ant-descriptions-item-content");
  for (const cell of cells) {
    if (!visible(cell)) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (!text || !VALUE.test(text) || !node.parentElement || !visible(node.parentElement)) continue;
      // a label kept out of sight on purpose (it names a control for a screen reader) has no lines to read
      if (node.parentElement.closest(".visually-hidden")) continue;
      if (linesOf(node) > 1) say(node.parentElement, "value broken over lines");
    }
  }

  // (b) What a finger presses. An inline link inside a sentence is exempt (it is text, WCAG 2.5.8);
  // a checkbox or a radio counts by its label (the whole label takes the press).
  const TARGETS = "button, a[href], [role=button], [role=switch], [role=tab], .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next";
  const inSentence = (el) => el.tagName === "A" && [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  for (const el of main.querySelectorAll(TARGETS)) {
    if (!visible(el) || inSentence(el)) continue;
    // a target inside a bigger one (a button's icon, a checkbox inside its label) is that one's
    if (el.parentElement?.closest(TARGETS)) continue;
    if (el.matches(":disabled, [aria-disabled=true], .ant-pagination-disabled")) continue;
    // a tab is pressed on its whole tab (the role=tab inside is its text)
    const box = (el.closest(".ant-tabs-tab") ?? el).getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width < min - 0.5 || box.height < min - 0.5) say(el, `touch target ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return [...new Set(problems)];
}

/** The problems of the screen the page shows now (empty when none). */
export const phoneLayout = (page) => page.evaluate(problemsInPage, TOUCH_MIN);
