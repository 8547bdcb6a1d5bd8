import { AsyncLocalStorage } from "node:async_hooks";
import { availableParallelism } from "node:os";
import type { SlowWork } from "../api/password-hash";

/**
 * A call's slow work (password-hash.ts: scrypt, ~130 ms a hash) done outside its transaction
 * (issue 48, decision 0085). A run of the call that asks for work not done yet gets NeedSlowWork
 * thrown at it and is stopped; call-transact.ts rolls the transaction back (its locks with it),
 * does the work asked for here, outside any transaction, and runs the call again in a new one,
 * where the same asks are answered from what was worked out. A run that reads another stored
 * hash (changed meanwhile) asks with another key, so what a run decides on is always checked
 * against what it read in its own transaction.
 */

/**
 * How many pieces of slow work run at once in this process: one core fewer than the machine has
 * (at least one), so hashes of many sign-ins at once leave a core to the calls (30 sign-ins at
 * once on 2 cores made an order list 18× slower on PGlite with libuv's 4 threads all hashing).
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  // a slot freed is handed to the next in line, so no one who comes meanwhile takes it too
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

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
        this.done.set(key, await inLine(work));
      })),
    );
  }
}

const slowWorkOfCall = new AsyncLocalStorage<CallSlowWork>();

/** Runs `call` with its own slow work (the server's calls: call-transact.ts). */
export function withSlowWork<T>(slow: CallSlowWork, call: () => Promise<T>): Promise<T> {
  return slowWorkOfCall.run(slow, call);
}

/** The server's API's `slowWork` port: the KDF's work goes through the call's CallSlowWork (outside a call: right away). */
export const callSlowWork = (): SlowWork | null => slowWorkOfCall.getStore() ?? null;
