import { describe, expect, it } from "vitest";
import { saveAddress, type AddressFields } from "../../src/api/handlers/sections/address";
import { memoryRepository } from "../../src/api/repository/memory";
import type { Row } from "../../src/api/repository/types";
import { ADDRESS_TABLE } from "../../src/api/shop-tables";
import type { Body } from "../../src/api/types";
import { slow } from "./slow-transaction";

/**
 * One default address per type when two saves make two addresses the default at once
 * (handlers/sections/address.ts saveAddress: the shop's lock, then the other defaults read
 * forUpdate and unset): both saves succeed, one after the other, and exactly one default stays.
 * The memory store answers within one turn of the event loop, so in the page two calls never
 * overlap there; here each answer of the store takes a turn, as a database's does, so the two
 * saves run side by side (without the shop's lock both find the old default, and two remain).
 */

const SHOP = "shopA";
const address = { consignee: "黄蓉", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华三路168号", type: 1 };

/** The form's fields as a save decides them: the stored address with the body over it. */
const decide = async (input: Body): Promise<AddressFields> => ({ ...address, type: Number(input.type) as 1 | 2, is_default: Number(input.is_default) as 1 | 2 });

describe("two addresses made default at once", () => {
  it("leave exactly one default of the type, and the other type's untouched", async () => {
    const repo = memoryRepository([ADDRESS_TABLE]);
    const table = repo.table("address");
    const old = await table.insert(SHOP, { ...address, is_default: 1 });
    const otherType = await table.insert(SHOP, { ...address, type: 2, is_default: 1 });
    const made: Row[] = [await table.insert(SHOP, { ...address, is_default: 2 }), await table.insert(SHOP, { ...address, is_default: 2 })];
    const saves = await Promise.all(made.map((row) => repo.transaction((tx) => saveAddress(slow(tx), SHOP, { alias: row.alias, is_default: 1 }, decide))));
    expect(saves.every((s) => "after" in s && s.after.is_default === 1)).toBe(true);
    const defaults = await table.find({
      shop: SHOP, filters: [{ field: "type", kind: "equal", wanted: 1 }, { field: "is_default", kind: "equal", wanted: 1 }], empty: [], keyword: null,
      sort: { field: "alias", order: "asc" }, page: 1, pageSize: 10,
    });
    expect(defaults.total).toBe(1);
    expect(made.map((r) => r.alias)).toContain(defaults.rows[0]?.alias);
    expect((await table.get(SHOP, old.alias))?.is_default).toBe(2);
    expect((await table.get(SHOP, otherType.alias))?.is_default).toBe(1);
  });
});
