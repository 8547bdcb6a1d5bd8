import type { IncomingMessage, ServerResponse } from "node:http";
import type { StubApi } from "../stub-api/entry";

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Hands an incoming request to the demo API as a fetch Request and writes its Response back.
 * msw's getResponse is a plain function (request → response): nothing in this process is
 * patched, unlike setupServer, which intercepts the process's own outgoing calls and has no
 * server side.
 */
export function apiBridge(api: StubApi, origin: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const sent = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") sent.set(name, value);
      else if (Array.isArray(value)) for (const v of value) sent.append(name, v);
    }
    const method = req.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await bodyOf(req));
    const answer = await api.answer(new Request(`${origin}${req.url ?? "/"}`, { method, headers: sent, body }));
    if (!answer) {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 404, msg: "no such call" }));
      return;
    }
    const out = Buffer.from(await answer.arrayBuffer());
    // the length is the body's as sent here (a Response may carry its own, in any case)
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== "content-length" && name !== "transfer-encoding"));
    res.writeHead(answer.status, { ...headers, "Cache-Control": "no-store", "Content-Length": out.length });
    res.end(out);
  };
}
