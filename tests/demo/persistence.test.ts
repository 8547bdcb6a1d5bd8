import { describe, expect, it, vi } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import { DB_VERSION, getDb, STORAGE_KEY } from "../../src/demo/db";
import { resetPersisted } from "../../src/demo/db-persist";
import { appSeeds } from "../../src/api/resource-seeds";
import { seed } from "../../src/demo/seed";
import type { AddressRow } from "../../src/api/types";
import { call, login, type Page } from "../api/helpers";
import { withFreshIndexedDb, freshIndexedDb, getMeta, getStored, putMeta, putStored, reload } from "./idb-kit";
import { sessionKey } from "../../src/api/session-token";

/** Browser demo mode keeps the demo DB in IndexedDB (fake-indexeddb here), shared by tabs. */

withFreshIndexedDb();

const ADDRESS = { consignee: "持久化", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华路1号" };
const addresses = async (token: string) =>
  (await call<Page<AddressRow>>("/merchant/shop/v1/address/list", { page_size: 100 }, { token })).body.data.list;

describe("the demo DB in IndexedDB", () => {
  it("seeds on first start, stores every change before answering, and a reload reads it back with its sessions", async () => {
    expect(await reload()).toEqual({ repaired: false });
    const token = await login();
    const save = await call<{ alias: string }>("/merchant/shop/v1/address/save", ADDRESS, { token });
    // answered: so already stored
    expect(JSON.stringify(await getStored("address"))).toContain(save.body.data.alias);

    expect(await reload()).toEqual({ repaired: false });
    expect((await addresses(token)).map((a) => a.alias)).toContain(save.body.data.alias);
  });

  it("a reload reads what is stored and seeds nothing (the whole seed is a tenth of a second)", async () => {
    await reload();
    const seeds = Object.keys(appSeeds).map((name) => vi.spyOn(appSeeds, name));
    expect(await reload()).toEqual({ repaired: false });
    expect(seeds.filter((s) => s.mock.calls.length > 0)).toEqual([]);
    seeds.forEach((s) => s.mockRestore());
  });

  it("takes over the localStorage copy of earlier versions once, then removes it", async () => {
    const old = seed();
    old.address.push({ ...old.address[0], alias: "ad_from_ls", consignee: "旧数据" } as AddressRow);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: DB_VERSION, db: old }));
    expect(await reload()).toEqual({ repaired: false });
    expect(getDb().address.some((a) => a.alias === "ad_from_ls")).toBe(true);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(await reload()).toEqual({ repaired: false });
    expect(getDb().address.some((a) => a.alias === "ad_from_ls")).toBe(true);
  });

  it("seeds in place of an unreadable or older localStorage copy, and says so", async () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(await reload()).toEqual({ repaired: true });
    expect(getDb().users).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    freshIndexedDb();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: DB_VERSION - 1, db: seed() }));
    expect(await reload()).toEqual({ repaired: true });
    expect(await login()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reseeds a store of another version, and on 重置演示数据", async () => {
    await reload();
    const token = await login();
    await call("/merchant/shop/v1/address/delete", { alias: getDb().address[0]?.alias }, { token });
    const shop = getDb().shops[0]?.alias;
    const ofShop = () => getDb().address.filter((a) => a.shop_alias === shop);
    expect(ofShop()).toHaveLength(5);

    await resetPersisted();
    expect(ofShop()).toHaveLength(6);
    expect(getDb().sessions).toHaveLength(0);
    expect(await reload()).toEqual({ repaired: false });
    expect(ofShop()).toHaveLength(6);

    await putMeta({ ...(await getMeta()), version: DB_VERSION + 1 });
    await putStored("address", []);
    expect(await reload()).toEqual({ repaired: true });
    expect(ofShop()).toHaveLength(6);
  });

  it("keeps a demo stored on an earlier day as it was; 重置演示数据 seeds one on today's clock (decision 0020)", async () => {
    const newestOrder = () => (getDb().records.order ?? []).map((o) => String(o.created_at)).sort().at(-1)?.slice(0, 10);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(shopInstant(2027, 1, 10, 21, 0));
      await reload();
      expect(newestOrder()).toBe("2027-01-10");
      // opened three days later: what the merchant had is kept, dates and all
      vi.setSystemTime(shopInstant(2027, 1, 13, 21, 0));
      expect(await reload()).toEqual({ repaired: false });
      expect(newestOrder()).toBe("2027-01-10");
      await resetPersisted();
      expect(newestOrder()).toBe("2027-01-13");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a call works on what other tabs stored: a record another tab added is kept when this tab writes", async () => {
    await reload();
    const token = await login();
    // another tab adds an address and signs in (its own session) straight in the store
    const stored = (await getStored("address")) as AddressRow[];
    const theirs = { ...(stored[0] as AddressRow), alias: "ad_other_tab", consignee: "另一个标签页" };
    const sessions = (await getStored("sessions")) as object[];
    const meta = await getMeta();
    await putStored("address", [...stored, theirs]);
    // kept as the token's hash, as a sign-in stores it (session-token.ts)
    await putStored("sessions", [...sessions, { token: await sessionKey("other-tab-token"), user_alias: getDb().users[0]?.alias, expires_at: Date.now() + 60_000 }]);
    await putMeta({ ...meta, rev: meta.rev + 1, revs: { ...meta.revs, address: meta.rev + 1, sessions: meta.rev + 1 } });

    const mine = await call<{ alias: string }>("/merchant/shop/v1/address/save", ADDRESS, { token });
    const after = ((await getStored("address")) as AddressRow[]).map((a) => a.alias);
    expect(after).toEqual(expect.arrayContaining(["ad_other_tab", mine.body.data.alias]));
    // the other tab's sign-in is valid here too
    expect((await addresses("other-tab-token")).map((a) => a.alias)).toContain("ad_other_tab");
  });
});
