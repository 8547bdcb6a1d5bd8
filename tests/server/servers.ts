import { bypass } from "msw";
import { call, type Reply } from "../api/helpers";

/**
 * The server processes a test may alternate between (API_URLS, set by test:server's two-process
 * step: two processes on one Postgres); none otherwise, and a call goes the suite's own way.
 */
export const servers = (process.env.API_URLS ?? "").split(",").filter(Boolean);

/** A call to the i-th of `servers` (round the list), or, with none, the suite's own (call). */
export async function callOn<T>(i: number, path: string, body: object, token: string): Promise<Reply<T>> {
  const server = servers[i % servers.length];
  if (!server) return call<T>(path, body, { token });
  // bypass: the suite's msw handler (remote-node.ts) would send it to API_URL, whichever server it names
  const res = await fetch(bypass(new Request(`${server}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
    body: JSON.stringify(body),
  })));
  return { status: res.status, body: (await res.json()) as Reply<T>["body"] };
}
