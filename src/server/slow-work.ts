import { AsyncLocalStorage } from "node:async_hooks";
import { setSlowWork, type SlowWork } from "../api/password-hash";

/**
 * A call's slow work (password-hash.ts: scrypt, ~130 ms a hash) done outside its transaction
 * (issue 48, decision 0085). A run of the call that asks for work not done yet gets NeedSlowWork
 * thrown at it and is stopped; call-transact.ts rolls the transaction back (its locks with it),
 * does the work asked for here, outside any transaction, and runs the call again in a new one,
 * where the same asks are answered from what was worked out. A run that reads another stored
 * hash (changed meanwhile) asks with another key, so what a run decides on is always checked
 * against what it read in its own transaction.
 */

export class NeedSlowWork extends Error {
  constructor() {
    super("需要在事务外完成的计算（密码哈希）");
  }
}

export class CallSlowWork implements SlowWork {
  private readonly done = new Map<string, unknown>();
  private readonly pending = new Map<string, () => Promise<unknown>>();

  answer<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.done.has(key)) return Promise.resolve(this.done.get(key) as T);
    this.pending.set(key, work);
    return Promise.reject(new NeedSlowWork());
  }

  /** Whether the last run asked for work not done yet (even when a handler caught the throw). */
  get wanted(): boolean {
    return this.pending.size > 0;
  }

  /** Does the work asked for, outside the call's transaction (and outside this call's context: work asked inside work is done right away). */
  async settle(): Promise<void> {
    const asked = [...this.pending];
    this.pending.clear();
    await slowWorkOfCall.exit(() =>
      Promise.all(asked.map(async ([key, work]) => {
        this.done.set(key, await work());
      })),
    );
  }
}

const slowWorkOfCall = new AsyncLocalStorage<CallSlowWork>();

/** Runs `call` with its own slow work (the server's calls: call-transact.ts). */
export function withSlowWork<T>(slow: CallSlowWork, call: () => Promise<T>): Promise<T> {
  return slowWorkOfCall.run(slow, call);
}

/** The server's KDF work goes through the call's CallSlowWork (outside a call: right away). */
export function installSlowWork(): void {
  setSlowWork(() => slowWorkOfCall.getStore() ?? null);
}
