import { describe, expect, it } from "vitest";
import { passwordsWith } from "../../src/api/password-hash";
import { CallSlowWork, callSlowWork, NeedSlowWork, withSlowWork } from "../../src/server/slow-work";

/**
 * Password hashing outside the call's transaction (slow-work.ts, decision 0085): inside a call a
 * hash not worked out yet stops the run (the server rolls the transaction back and works it out
 * outside), and the call's next run is answered from it; a verify is keyed by the stored hash it
 * was asked against, so a run that reads another hash asks again. Outside a call: right away.
 */

// hashing as the server's API is handed it (its `slowWork` port), with the default KDF
const { hash: hashPassword, verify: verifyPassword, verifyNoAccount } = passwordsWith(undefined, callSlowWork);

describe("a call's slow work", () => {
  it("stops the run that asks, is done by settle, and answers the next runs alike", async () => {
    const slow = new CallSlowWork();
    const run = () => withSlowWork(slow, () => hashPassword("Secret@123"));
    await expect(run()).rejects.toBeInstanceOf(NeedSlowWork);
    expect(slow.wanted).toBe(true);
    await slow.settle();
    expect(slow.wanted).toBe(false);
    const hash = await run();
    expect(await run()).toBe(hash);
    expect(await verifyPassword("Secret@123", hash)).toBe(true);
  });

  it("asks again for a verify against another stored hash (the row changed between runs)", async () => {
    const [older, newer] = [await hashPassword("Old@12345"), await hashPassword("New@12345")];
    const slow = new CallSlowWork();
    const verify = (stored: string) => withSlowWork(slow, () => verifyPassword("Old@12345", stored));
    await expect(verify(older)).rejects.toBeInstanceOf(NeedSlowWork);
    await slow.settle();
    expect(await verify(older)).toBe(true);
    await expect(verify(newer)).rejects.toBeInstanceOf(NeedSlowWork);
    await slow.settle();
    expect(await verify(newer)).toBe(false);
  });

  it("takes an unknown mobile through the same steps as a known one", async () => {
    const slow = new CallSlowWork();
    const noAccount = () => withSlowWork(slow, () => verifyNoAccount("Guess@1234"));
    await expect(noAccount()).rejects.toBeInstanceOf(NeedSlowWork);
    await slow.settle();
    expect(await noAccount()).toBe(false);
  });
});
