import { waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { commitsDrawing, rendersOf, resetRenders } from "../env/render-counter";
import { firstColumn, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "./resource-harness";

/**
 * A page switch draws the new rows and nothing else of the list (issue 26, item 2; in one
 * commit since issue 38): not its
 * filters, tabs or toolbar, and each new row's buttons once. On the app's demo API: /order
 * (status tabs with counts, filters, 10 a page), counted by the bench's render counter.
 */

withAdminOnDemoApi();
await preloadScreens("order");

const spinning = () => document.querySelector(".ant-spin-spinning, .ant-spin-blur") !== null;

it("a page switch draws the new rows, not the filters, the tabs or the toolbar", async () => {
  const user = setupUser();
  renderResource("order", "/order?currentPage=1&pageSize=10");
  await waitFor(() => expect(firstColumn().length).toBe(10));
  await waitFor(() => expect(spinning()).toBe(false));
  const first = firstColumn()[0];
  const page2 = document.querySelector<HTMLElement>("li.ant-pagination-item-2");
  if (!page2) throw new Error("no page 2 in the pager");

  resetRenders();
  await user.click(page2);
  await waitFor(() => expect(firstColumn()[0]).not.toBe(first));
  await waitFor(() => expect(spinning()).toBe(false));
  const rows = firstColumn().length;

  expect(rows).toBeGreaterThan(0);
  for (const unchanged of ["ListFilters", "ListTabs", "ListToolbar", "ColumnChooser"]) expect(rendersOf(unchanged), unchanged).toBe(0);
  expect(rendersOf("RowButtons"), "each new row's buttons, once").toBe(rows);
  expect(rendersOf("ResourceList")).toBeGreaterThan(0);
  // one commit draws the list: the new rows with their pager (issue 38, item 2), no loading
  // state before them, and the address is written without a render of the router's tree
  expect(commitsDrawing("ResourceList"), "commits drawing the list").toBe(1);
  expect(commitsDrawing("RenderedRoute"), "commits of the router's tree").toBe(0);
});
