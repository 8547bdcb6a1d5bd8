// 工作台 as a merchant sees it (issue 23, part 3), checked on the walks' visit of
// /dashboard/workplace at both sizes (routes.spec.mjs at 1440×900, then the same page at 390×844)
// rather than by two more loads of the app (decision 0112): 较昨日 in the Chinese convention (a
// rise red, a fall green) and 最新公告's rows (tag and title left-aligned, the date on one line).

/** Runs in the page: each notice row's problems ("title: what"), measured as drawn. */
function noticeProblems() {
  const card = [...document.querySelectorAll(".ant-card")].find((c) => c.querySelector(".ant-card-head")?.textContent?.includes("最新公告"));
  if (!card) return ["no 最新公告 card"];
  const rows = [...card.querySelectorAll(".ant-list-item")];
  if (rows.length === 0) return ["no notice rows"];
  const problems = [];
  for (const row of rows) {
    const tag = row.querySelector(".ant-tag");
    const date = [...row.querySelectorAll("span")].find((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.textContent.trim()));
    const title = tag?.nextElementSibling;
    if (!tag || !date || !title) {
      problems.push(`${row.textContent}: no tag, title or date`);
      continue;
    }
    const [t, ti, d, r] = [tag, title, date, row].map((e) => e.getBoundingClientRect());
    // left-aligned: the title starts right after its tag, not spread towards the middle
    if (ti.left - t.right > 12) problems.push(`${title.textContent}: starts ${Math.round(ti.left - t.right)}px after its tag`);
    const lineHeight = parseFloat(getComputedStyle(date).lineHeight) || 22;
    if (d.height > lineHeight * 1.5) problems.push(`${title.textContent}: its date wraps (${Math.round(d.height)}px high)`);
    if (d.right > r.right + 1) problems.push(`${title.textContent}: its date runs out of the row`);
  }
  return problems;
}

/** Runs in the page: 较昨日 of each KPI as [text, colour]. */
function comparisons() {
  return [...document.querySelectorAll(".ant-card .ant-typography")]
    .filter((e) => e.textContent.startsWith("较昨日"))
    .map((e) => [e.textContent.replace(/\s+/g, " ").trim(), getComputedStyle(e).color]);
}

/** Red or green, by which channel leads. */
const hue = (rgb) => {
  const [r, g] = rgb.match(/\d+/g).map(Number);
  return r > g ? "red" : g > r ? "green" : "grey";
};

/** The problems of 工作台 on screen (its notices listed first), each "where: what"; none: []. */
export async function workplaceProblems(page, where) {
  await page.getByText("最新公告").first().waitFor({ state: "visible" });
  await page.locator(".ant-list-item").first().waitFor({ state: "visible" });
  const problems = (await page.evaluate(noticeProblems)).map((p) => `最新公告 ${p}`);
  const compared = await page.evaluate(comparisons);
  if (compared.length !== 4) problems.push(`${compared.length} 较昨日, not one per KPI (4)`);
  for (const [text, colour] of compared) {
    if (text.includes("+")) { if (hue(colour) !== "red") problems.push(`${text} is a rise, drawn ${hue(colour)} (${colour}), not red`); }
    else if (text.includes("-")) { if (hue(colour) !== "green") problems.push(`${text} is a fall, drawn ${hue(colour)} (${colour}), not green`); }
    else if (!/^较昨日 (暂无|持平)$/.test(text)) problems.push(`${text}: neither a rise, a fall, 暂无 nor 持平`);
  }
  return problems.map((p) => `${where}: ${p}`);
}
