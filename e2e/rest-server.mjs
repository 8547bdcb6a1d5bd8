// A tiny json-server style REST server for the browser test of REST resources (decision 0018):
// GET /rest/suppliers?_start&_end&_sort&_order&q&field=…, GET/PATCH/DELETE /rest/suppliers/:id,
// POST /rest/suppliers; CORS for the console's origin (preflights, x-total-count exposed).
import { createServer } from "node:http";

export function startRestServer(port, rows) {
  const data = rows.map((r) => ({ ...r }));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const send = (status, body, headers = {}) => {
      res.writeHead(status, {
        "Access-Control-Allow-Origin": req.headers.origin ?? "*",
        "Access-Control-Allow-Methods": "GET,POST,PATCH,DELETE,OPTIONS",
        "Access-Control-Allow-Headers": "Authorization,Content-Type",
        "Access-Control-Expose-Headers": "X-Total-Count",
        "Content-Type": "application/json",
        ...headers,
      });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (req.method === "OPTIONS") return send(204);
    const [, base, id] = /^\/rest\/(suppliers)(?:\/(\d+))?$/.exec(url.pathname) ?? [];
    if (!base) return send(404, { message: "Not Found" });
    let body = {};
    if (req.method === "POST" || req.method === "PATCH") {
      let text = "";
      for await (const chunk of req) text += chunk;
      body = JSON.parse(text || "{}");
    }
    const row = id && data.find((r) => String(r.id) === id);
    if (req.method === "GET" && !id) {
      const q = url.searchParams;
      let list = data.filter((r) => [...q].every(([k, v]) => k.startsWith("_") || (k === "q" ? JSON.stringify(r).includes(v) : String(r[k]) === v)));
      const sort = q.get("_sort");
      if (sort) list = list.sort((a, b) => (a[sort] > b[sort] ? 1 : -1) * (q.get("_order") === "desc" ? -1 : 1));
      return send(200, list.slice(Number(q.get("_start") ?? 0), Number(q.get("_end") ?? list.length)), { "X-Total-Count": String(list.length) });
    }
    if (req.method === "POST" && !id) {
      const created = { ...body, id: Math.max(0, ...data.map((r) => r.id)) + 1 };
      data.push(created);
      return send(201, created);
    }
    if (!row) return send(404, { message: "记录不存在" });
    if (req.method === "GET") return send(200, row);
    if (req.method === "PATCH") return send(200, Object.assign(row, body));
    if (req.method === "DELETE") {
      data.splice(data.indexOf(row), 1);
      return send(200, {});
    }
    return send(405, { message: "Method Not Allowed" });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, data, close: () => new Promise((r) => server.close(r)) })));
}
