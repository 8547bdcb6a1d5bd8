import type { BrowserContext } from "playwright-core";
import { filterList, loadList, openEditForm, switchPage, type StepFigures } from "./steps";

/** The steps timed in Chromium; the reference has no filter and no form. */
export type StepName = "load20" | "load100" | "switch20" | "switch100" | "filter" | "edit";
export type RunFigures = Partial<Record<StepName, StepFigures>>;

/** A word in ~1 in 22 goods' names (敦煌飞天 and its copies): fewer hits than a page holds. */
export const FILTER_KEYWORD = "敦煌";

/** One run on the console (stub API): 20 rows, page 2, filter, edit form; then 100 rows, page 2. */
export async function consoleRun(context: BrowserContext, origin: string): Promise<RunFigures> {
  const small = await loadList(context, `${origin}/goods?pageSize=20&currentPage=1`, 20);
  const switch20 = await switchPage(small.page, 20, small.firstKey);
  // refine goes back to page 1 with a new filter
  const filter = await filterList(small.page, FILTER_KEYWORD);
  const edit = await openEditForm(small.page);
  await small.page.close();
  const large = await loadList(context, `${origin}/goods?pageSize=100&currentPage=1`, 100);
  const switch100 = await switchPage(large.page, 100, large.firstKey);
  await large.page.close();
  return { load20: small.step, switch20, filter, edit, load100: large.step, switch100 };
}

/** One run on the reference: 20 rows and page 2, then 100 rows and page 2 (`?page_size=`). */
export async function referenceRun(context: BrowserContext, origin: string): Promise<RunFigures> {
  const small = await loadList(context, `${origin}/goods?page_size=20`, 20);
  const switch20 = await switchPage(small.page, 20, small.firstKey);
  await small.page.close();
  const large = await loadList(context, `${origin}/goods?page_size=100`, 100);
  const switch100 = await switchPage(large.page, 100, large.firstKey);
  await large.page.close();
  return { load20: small.step, switch20, load100: large.step, switch100 };
}
