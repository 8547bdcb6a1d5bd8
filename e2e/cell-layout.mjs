// What a person would miss in a table at the page's width (issue 15, items 7 and 9), measured in
// the page: a cell's text cut (its own text past its padding; scrollWidth > clientWidth on any
// box inside it, an input's value too), a header wrapped, a date or number wrapped, a cell under a fixed column
// (操作) or past the table's visible edge.
//
// A deliberate ellipsis is allowed for free text (a name, a description) when the whole text is
// its tooltip (`title`): free text has no upper length, the column has to stop somewhere. Dates,
// times, money and numbers are never cut, with or without a tooltip: their column is as wide as
// their format. Nor is a text holding a date (a period: 2026-12-05 00:00 至 2027-01-04 00:00) or
// an item's count (香薰蜡烛礼盒 ×2): those are values, not free text (issue 23: 有效期 and an
// order's items were cut with their tooltip, which this check let pass); and no date is broken
// over two lines.

/** Runs in the page: the problems of every visible table, each "table › column: what (text)". */
export function tableProblems() {
  const NEVER_CUT = /^[-+]?[¥$]?[\d,.]+[%件个次张元]?$|^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
  /** Inside a longer text, a value never cut either: a date (and its time), an item's count. */
  const VALUE_INSIDE = /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?|×\s?\d+/g;
  const problems = [];
  const textOf = (el) => (el instanceof HTMLInputElement ? el.value : (el.innerText ?? "")).trim();
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** Lines a box's text takes: the distinct tops of its text nodes' line boxes. */
  const linesOf = (el) => {
    const tops = new Set();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4));
    }
    return tops.size;
  };
  /** A date in the cell's text broken over two lines (its characters' line boxes at two tops). */
  const dateBroken = (cell) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(VALUE_INSIDE)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
        if (tops.size > 1) return m[0];
      }
    }
    return null;
  };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
  /**
   * The cell's own text past its padding. Not the cell's scrollWidth: a fixed column's shadow
   * (an ::after beside it) counts in it.
   */
  const spills = (cell) => {
    const style = getComputedStyle(cell);
    const box = cell.getBoundingClientRect();
    const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
    const range = document.createRange();
    return [...cell.childNodes].some((node) => {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) return false;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      return r.left < left - 1 || r.right > right + 1;
    });
  };
  const cut = (el) => {
    if (!(el instanceof HTMLElement) || !visible(el)) return false;
    // out of sight on purpose, for screen readers (a nested row's control's label: list.tsx)
    if (el.closest(".visually-hidden")) return false;
    // an empty box is no text container, but an input squeezed to nothing hides all its value
    if (el.clientWidth === 0 && !(el instanceof HTMLInputElement && el.value)) return false;
    const text = textOf(el);
    // a box without text (a status dot and its ripple) cuts nothing a person reads
    if (!text || el.scrollWidth <= el.clientWidth + 1) return false;
    const style = getComputedStyle(el);
    const tooltip = el.closest("[title]")?.getAttribute("title")?.trim();
    const deliberate = style.textOverflow === "ellipsis" && tooltip === text && !NEVER_CUT.test(text) && !text.match(VALUE_INSIDE);
    return !deliberate;
  };

  for (const [t, wrapper] of [...document.querySelectorAll(".ant-table-wrapper")].entries()) {
    if (!visible(wrapper)) continue;
    const table = wrapper.querySelector("table")?.getAttribute("aria-label") ?? wrapper.closest(".ant-form-item")?.querySelector("label")?.innerText ?? `table ${t + 1}`;
    const heads = [...wrapper.querySelectorAll("thead > tr:last-child > th")];
    const view = (wrapper.querySelector(".ant-table-content, .ant-table-body") ?? wrapper).getBoundingClientRect();
    for (const row of wrapper.querySelectorAll("thead > tr, tbody > tr.ant-table-row")) {
      const cells = [...row.children].filter((c) => c.matches("th, td") && !c.matches(".ant-table-cell-scrollbar"));
      const fixed = cells.filter((c) => c.matches(".ant-table-cell-fix-left, .ant-table-cell-fix-right"));
      for (const [i, cell] of cells.entries()) {
        const text = textOf(cell);
        const column = textOf(heads[i] ?? cell) || `column ${i + 1}`;
        const say = (what) => problems.push(`${table} › ${column}: ${what}${text ? ` (“${text.slice(0, 40)}”)` : ""}`);
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        if (!fixed.includes(cell)) {
          const under = fixed.find((f) => overlap(box, f.getBoundingClientRect()) > 1);
          if (under) say(`under the fixed column ${textOf(heads[cells.indexOf(under)] ?? under)}`);
          else if (box.right > view.right + 1) say("past the table's visible edge");
        }
        if (spills(cell) || [...cell.querySelectorAll("*")].some(cut)) say("text cut");
        if (cell.tagName === "TH" && text && linesOf(cell) > 1) say("header wraps");
        if (cell.tagName === "TD" && NEVER_CUT.test(text) && linesOf(cell) > 1) say("wraps");
        else if (cell.tagName === "TD" && dateBroken(cell)) say(`breaks ${dateBroken(cell)} over two lines`);
      }
    }
  }
  return problems;
}

/**
 * Runs in the page: a list whose table has room at the page's width shows every cell whole, a
 * deliberate ellipsis included (issue 37, item 6): the first table fits its box (nothing to
 * scroll to), and no visible text box in a body cell is narrower than its text. Checked by the
 * desktop walk on the lists named in routes.spec.mjs (decision 0112).
 */
export function cutWithRoom() {
  const problems = [];
  const table = document.querySelector(".ant-table-wrapper table");
  const box = table?.closest(".ant-table-content, .ant-table-body");
  if (box && box.scrollWidth > box.clientWidth) problems.push(`the table is wider than its box (${box.scrollWidth} > ${box.clientWidth})`);
  const heads = [...document.querySelectorAll(".ant-table-thead th")].map((th) => th.innerText.trim());
  for (const td of document.querySelectorAll(".ant-table-tbody td")) {
    // boxes inside the cell: a fixed column's cell counts its shadow in its own scrollWidth
    for (const el of td.querySelectorAll("*")) {
      if (!el.checkVisibility() || !(el.innerText ?? "").trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${heads[td.cellIndex] ?? td.cellIndex}: ${el.innerText.trim().slice(0, 40)} cut (${el.scrollWidth} > ${el.clientWidth})`);
        break;
      }
    }
  }
  return problems;
}
