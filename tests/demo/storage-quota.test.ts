import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTA_FAILURE } from "../../src/demo/db-persist";
import { server } from "../../src/demo/node";
import { call, login, type Page } from "../api/helpers";
import { freshIndexedDb, reload } from "./idb-kit";

/**
 * Full storage must not lose data (issue 11): with the browser's storage at its quota, a
 * save answers a Chinese failure instead of success, and everything stored before is still
 * there after a reload. fake-indexeddb has no quota, so this file gives it one: a put that
 * would take the stored data past `quota.limit` characters fails as a browser's does.
 */

const quota = { limit: Infinity, sizes: new Map<string, number>() };
const put = IDBObjectStore.prototype.put;

function installQuota(): void {
  IDBObjectStore.prototype.put = function limitedPut(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const id = `${this.name}/${String(key)}`;
    const size = JSON.stringify(value ?? null).length;
    const used = [...quota.sizes.values()].reduce((sum, n) => sum + n, 0) - (quota.sizes.get(id) ?? 0);
    if (used + size > quota.limit) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    quota.sizes.set(id, size);
    return put.call(this, value, key);
  };
}

const used = () => [...quota.sizes.values()].reduce((sum, n) => sum + n, 0);

beforeAll(() => {
  installQuota();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  IDBObjectStore.prototype.put = put;
  freshIndexedDb();
  server.close();
});

/**
 * A PNG's data URL of about `chars` characters (the demo keeps uploads as data URLs): the PNG
 * signature (the upload checks the bytes), then zeros.
 */
const image = (chars: number) => `data:image/png;base64,iVBORw0KGgo${"A".repeat(chars)}`;

interface Named {
  alias: string;
  name: string;
}

describe("storage at its quota", () => {
  it("refuses a save with a message, shows nothing unsaved, and keeps every earlier record after a reload", async () => {
    freshIndexedDb();
    await reload();
    const token = await login();
    const list = async (path: string) =>
      (await call<Page<Named>>(path, { page: 1, page_size: 100 }, { token })).body.data;
    const category = await call<{ alias: string }>("/merchant/goods/v1/category/save", { name: "满之前的分类" }, { token });
    expect(category.body.code).toBe(200);
    const goodsBefore = (await list("/merchant/goods/v1/goods/list")).total;
    const categoriesBefore = (await list("/merchant/goods/v1/category/list")).total;

    // storage nearly full: room for small writes, not for three images
    quota.limit = used() + 20_000;
    const upload = await call<{ url: string }>("/merchant/system/v1/upload/image", { filename: "a.png", content: image(30_000), page: "/goods/create" }, { token });
    expect(upload.body.code).toBe(200);
    const goods = {
      name: "三张图的商品", type: 1, issue_total: 100, category_alias: category.body.data.alias, price: 9.9,
      cover: upload.body.data.url, images: [upload.body.data.url, image(30_000), image(30_000)],
    };
    const refused = await call("/merchant/goods/v1/goods/save", goods, { token });
    expect(refused.body).toEqual({ ...QUOTA_FAILURE, data: null });
    expect(refused.body.msg).toBe("浏览器存储空间已满，未能保存，请清理后重试");

    // not shown as saved in this tab either
    expect((await list("/merchant/goods/v1/goods/list")).list.map((g) => g.name)).not.toContain("三张图的商品");
    // small writes still go through
    expect((await call("/merchant/goods/v1/category/save", { name: "还放得下" }, { token })).body.code).toBe(200);

    quota.limit = Infinity;
    await reload();
    const goodsAfter = await list("/merchant/goods/v1/goods/list");
    const categoriesAfter = await list("/merchant/goods/v1/category/list");
    expect(goodsAfter.total).toBe(goodsBefore);
    expect(goodsAfter.list.map((g) => g.name)).not.toContain("三张图的商品");
    expect(categoriesAfter.total).toBe(categoriesBefore + 1);
    expect(categoriesAfter.list.map((c) => c.name)).toEqual(expect.arrayContaining(["满之前的分类", "还放得下"]));

    // with room again, the same save goes through
    expect((await call("/merchant/goods/v1/goods/save", goods, { token })).body.code).toBe(200);
  });
});
