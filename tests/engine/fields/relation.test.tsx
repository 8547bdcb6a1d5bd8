import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FieldConfig, ResourceConfig } from "../../../src/engine/types";
import { failOnConsoleError, optionSelector, withEngineResources, renderColumn, renderDetail, renderFilter, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const categories = [
  { alias: "c1", name: "数字藏品" },
  { alias: "c2", name: "实物周边" },
  { alias: "c3", name: "虚拟卡券" },
];
const bodies: Record<string, unknown>[] = [];
const lookups: Record<string, unknown>[] = [];
const server = setupServer(
  // a referring config's field asks the lookup (decision 0048): value and label only
  http.post("*/merchant/goods/v1/category/lookup", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    lookups.push(body);
    const list = categories.map(({ alias, name }) => ({ alias, name }));
    return HttpResponse.json({ code: 200, msg: "ok", data: { list, total: list.length, page: 1, page_size: 20 } });
  }),
  http.post("*/merchant/goods/v1/category/list", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    const keyword = typeof body.keyword === "string" ? body.keyword : "";
    const list = categories.filter((c) => c.name.includes(keyword));
    return HttpResponse.json({ code: 200, msg: "ok", data: { list, total: list.length, page: 1, page_size: 20 } });
  }),
);

const category: ResourceConfig = {
  name: "category",
  label: "分类",
  section: "/goods",
  routes: { list: "/goods/category" },
  api: { base: "/merchant/goods/v1/category" },
  fields: [{ key: "name", label: "分类名称" }],
};

/** A field of a config the engine is handed: its select asks the lookup, not the category list. */
const looked: FieldConfig = { key: "category_alias", label: "分类", type: "relation", relation: { resource: "category", labelField: "name", params: { parent_alias: "" } } };
const book: ResourceConfig = {
  name: "book",
  label: "图书",
  section: "/goods",
  routes: { list: "/goods/book", create: "/goods/book/create" },
  api: { base: "/merchant/goods/v1/book" },
  fields: [{ key: "title", label: "书名" }, looked],
};

withEngineResources([category, book]);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  lookups.length = 0;
});
afterAll(() => {
  server.close();
});

const field: FieldConfig = {
  key: "category_alias",
  label: "分类",
  type: "relation",
  relation: { resource: "category", labelField: "name", displayField: "category_name", params: { parent_alias: "" } },
};

describe("relation field", () => {
  it("shows the record's display field in cells and details, else the raw value", () => {
    renderColumn(field, "c9", { category_name: "旧分类" });
    expect(screen.getByTestId("cell")).toHaveTextContent("旧分类");
    renderDetail(field, "c9");
    expect(screen.getByTestId("detail")).toHaveTextContent("c9");
    renderColumn({ ...field, key: "x" }, null);
    expect(screen.getAllByTestId("cell")[1]).toHaveTextContent(/^-$/);
  });

  it("searches the other resource (debounced) and picks an option", async () => {
    const user = setupUser();
    const h = renderInput(field);
    // The first page, without a keyword.
    await waitFor(() => expect(bodies).toEqual([{ page: 1, page_size: 20, parent_alias: "" }]));
    await user.type(screen.getByRole("combobox"), "实物");
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 2000 });
    expect(bodies[1]).toEqual({ page: 1, page_size: 20, keyword: "实物", parent_alias: "" });
    await waitFor(() => expect(screen.queryByText("数字藏品", { selector: optionSelector })).not.toBeInTheDocument());
    await user.click(await screen.findByText("实物周边", { selector: optionSelector }));
    expect(h.apiValue()).toBe("c2");
  });

  it("shows a label for a value outside the first page (record[displayField])", async () => {
    renderInput(field, { record: { category_alias: "c9", category_name: "旧分类" }, mode: "edit" });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByTitle("旧分类")).toBeInTheDocument();
  });

  it("picks several values with multiple", async () => {
    const user = setupUser();
    const h = renderInput({ ...field, multiple: true });
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("数字藏品", { selector: optionSelector }));
    await user.click(await screen.findByText("虚拟卡券", { selector: optionSelector }));
    expect(h.apiValue()).toEqual(["c1", "c3"]);
  });

  it("asks its lookup when it is a field of a config the engine knows, naming the field (the params are the server's)", async () => {
    const user = setupUser();
    const h = renderInput(looked);
    await waitFor(() => expect(lookups).toEqual([{ resource: "book", field: "category_alias", page: 1, page_size: 20 }]));
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("实物周边", { selector: optionSelector }));
    expect(h.apiValue()).toBe("c2");
    expect(bodies).toEqual([]);
  });

  it("filters by a related record", async () => {
    const user = setupUser();
    const h = renderFilter(field);
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("数字藏品", { selector: optionSelector }));
    expect(h.apiValue()).toBe("c1");
  });
});
