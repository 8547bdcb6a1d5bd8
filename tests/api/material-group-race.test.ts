import { describe, expect, it } from "vitest";
import { saveGroup } from "../../src/api/handlers/sections/ump-material/groups";
import { GROUP_TABLE } from "../../src/api/handlers/sections/ump-material/store";
import { memoryRepository } from "../../src/api/repository/memory";
import { slow } from "./slow-transaction";

/**
 * A 素材分组's name is the shop's once (groups.ts saveGroup: the shop's lock, then the name
 * counted): of two saves of one new name at once exactly one is made, the other refused with
 * 409; without the lock both find no group of the name and two are made.
 */

const SHOP = "shopA";

describe("two 素材分组 saves of one name at once", () => {
  it("make one group and refuse the other", async () => {
    const repo = memoryRepository([GROUP_TABLE]);
    const replies = await Promise.all([1, 2].map(() => repo.transaction((tx) => saveGroup(slow(tx), SHOP, { name: "直播素材" }))));
    const codes = await Promise.all(replies.map(async (r) => ((await r.json()) as { code: number }).code));
    expect(codes.sort()).toEqual([200, 409]);
    expect(await repo.table(GROUP_TABLE.name).count({ shop: SHOP })).toBe(1);
    // another shop's group of that name is its own
    const other = await repo.transaction((tx) => saveGroup(tx, "shopB", { name: "直播素材" }));
    expect(((await other.json()) as { code: number }).code).toBe(200);
  });
});
