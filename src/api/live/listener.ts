import { roleFromVerifyStatus } from "../../access/rules";
import type { Who } from "../../access/enforcer";
import { callRepository } from "../call-repository";
import { withCallAccounts } from "../call-accounts";
import type { Accounts } from "../account-store/types";
import type { Ports } from "../ports";
import { json } from "../respond";
import { sessionUser, shopOf } from "../route";

/**
 * Who a stream is for (events-route.ts): the session its request carries, read as every call
 * reads it (route.ts sessionUser: the token, an employee's status and role's grants now), in a
 * transaction of its own; read again when the shop's roles or employees change and at each
 * heartbeat, so a narrowed role, a disabled employee or an ended session applies at once.
 */
export interface Listener {
  shop: string;
  /** The session's stored key (its token's hash): its streams are counted by it. */
  session: string;
  who: Who;
  /** The person signed in: "owner", or the employee's alias (a change they made is theirs: changes.ts `by`). */
  person: string;
}

/** No listener: the HTTP 401 message (the session ended, and why), or no shop to hear. */
export type NoListener = { ended: string } | { noShop: true };

export async function listenerOf(ports: Pick<Ports, "transact" | "tables" | "sessionKey">, request: Request, label: string): Promise<Listener | NoListener> {
  const reply = await ports.transact((db, sql) => withCallAccounts(db, sql, async (accounts) =>
    callRepository(ports.tables, db, { sql }).transaction(async (repo) => {
      const session = await sessionUser(request, lookingOnly(accounts), repo, ports.sessionKey);
      if ("ended" in session) return json({ ended: session.ended });
      const shop = await shopOf(accounts, session.user);
      if (!shop) return json({ noShop: true });
      const who: Who = { role: roleFromVerifyStatus(shop.verify_status), grants: session.grants };
      return json({ shop: shop.alias, session: session.token, who, person: session.staff?.alias ?? "owner" } satisfies Listener);
    })), label);
  return (await reply.json()) as Listener | NoListener;
}

/**
 * The accounts as a stream's check reads them: an ended session is not removed (sessionUser tells
 * the reason once, then forgets it: the reason is the console's next call's to hear, or another of
 * the session's streams', and a stream closed by the browser that the server has not yet seen
 * closed must not take it first), and the session is not slid (an open tab is no activity: a
 * session without 记住密码 still ends 12 hours after the last call).
 */
function lookingOnly(accounts: Accounts): Accounts {
  const sessions = accounts.sessions;
  return new Proxy(accounts, {
    get(target, key, receiver) {
      if (key === "slide") return async () => undefined;
      if (key === "sessions") {
        return { find: sessions.find.bind(sessions), first: sessions.first.bind(sessions), insert: sessions.insert.bind(sessions), update: sessions.update.bind(sessions), remove: async () => 0 };
      }
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Whether two readings of a session's grants differ (the buttons its console shows must change). */
export const sameWho = (a: Who, b: Who): boolean =>
  a.role === b.role && JSON.stringify(a.grants === null ? null : [...a.grants].sort()) === JSON.stringify(b.grants === null ? null : [...b.grants].sort());
