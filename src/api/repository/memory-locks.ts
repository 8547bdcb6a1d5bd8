/**
 * Locks of the in-memory store, by key (a row, a shop), each held by one transaction until it
 * ends and handed to the next waiter in the order they asked: what `SELECT … FOR UPDATE` and an
 * advisory lock do on SQL, so the in-page demo serialises what the server serialises and runs
 * the rest side by side. A transaction asking again for a lock it holds has it at once. No
 * deadlock detection: code that locks two things locks them in one order (as on SQL, where a
 * deadlock fails one of the two).
 */
export class KeyedLocks {
  private readonly held = new Map<string, { owner: object; waiting: { owner: object; go: () => void }[] }>();

  async acquire(key: string, owner: object): Promise<void> {
    const lock = this.held.get(key);
    if (!lock) {
      this.held.set(key, { owner, waiting: [] });
      return;
    }
    if (lock.owner === owner) return;
    // release() makes the waiter the owner before it resumes
    await new Promise<void>((go) => lock.waiting.push({ owner, go }));
  }

  release(key: string, owner: object): void {
    const lock = this.held.get(key);
    if (!lock || lock.owner !== owner) return;
    const next = lock.waiting.shift();
    if (!next) {
      this.held.delete(key);
      return;
    }
    lock.owner = next.owner;
    next.go();
  }
}
