import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/demo/node";
import { KeyedLocks } from "../../src/api/repository/memory-locks";
import { ADMIN, API, login, loginOtherAdmin, setupDemoApi } from "./helpers";

/**
 * A REST resource's new record gets json-server's id, one past the largest (rest-resource.ts), of
 * its own shop's records: two shops number theirs apart, and POSTs of one shop sent at once each
 * get their own id (the shop's lock is held from reading the largest to storing the row). In the
 * page two calls seldom overlap by themselves (each runs through without a pause), so the test
 * makes them meet: a POST storing its row waits until every POST has either asked for the shop's
 * lock or come to store its own. POSTs that read the largest id unlocked all come to store theirs
 * having read the same one.
 */
setupDemoApi();

type Posted = { status: number; id?: number };
const post = (token: string, name: string): Promise<Posted> =>
  fetch(`${API}/rest/suppliers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify({ name, contact_mobile: "13811110000", level: 2 }),
  }).then(async (r) => ({ status: r.status, id: ((await r.json()) as { id?: number }).id }));

/** `names` POSTed at once by `token`'s shop, made to meet (a lock of the memory store is asked for by `shop\0alias` or `table\0shop\0alias`, memory.ts). */
async function atOnce(token: string, shop: string, names: string[]): Promise<Posted[]> {
  const acquire = KeyedLocks.prototype.acquire;
  let [shopAsks, stores] = [0, 0];
  let letGo = () => {};
  const met = new Promise<void>((resolve) => (letGo = resolve));
  const check = () => (shopAsks >= names.length || stores >= names.length) && letGo();
  const spy = vi.spyOn(KeyedLocks.prototype, "acquire").mockImplementation(async function (this: KeyedLocks, k, owner) {
    if (k === `shop\u0000${shop}`) {
      shopAsks += 1;
      check();
    }
    if (k.startsWith(`goodsSupplier\u0000${shop}\u0000`)) {
      stores += 1;
      check();
      await met;
    }
    return acquire.call(this, k, owner);
  });
  try {
    return await Promise.all(names.map((name) => post(token, name)));
  } finally {
    spy.mockRestore();
  }
}

describe("REST ids", () => {
  it("numbers each shop's records on from its own largest; POSTs at once get one id each", async () => {
    // the seed: the admin's shop holds 1-3, the other shop 4
    const admin = await login();
    const db = getDb();
    const shop = db.shops.find((s) => s.user_alias === db.users.find((u) => u.mobile === ADMIN.mobile)?.alias)?.alias ?? "";
    const replies = await atOnce(admin, shop, ["甲", "乙", "丙", "丁"].map((n) => `供应商${n}`));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(replies.map((r) => r.id).sort()).toEqual([4, 5, 6, 7]);
    const other = await loginOtherAdmin();
    expect(await post(other, "供应商戊")).toEqual({ status: 201, id: 5 });
    const mine = (await (await fetch(`${API}/rest/suppliers?_sort=id&_order=desc&_start=0&_end=2`, { headers: { Authorization: admin } })).json()) as { id: number }[];
    expect(mine.map((r) => r.id)).toEqual([7, 6]);
  });
});
