/**
 * Two running API servers timed call for call on the same load (decision 0109): each body sent to
 * one, then the other, `ROUNDS` times after a warm-up, which goes first changing every round (the
 * first of a pair measured faster on a loaded machine), so a change of the machine's load falls on
 * both alike; p50 / p95 of each. For a change measured on a shared machine: the servers
 * (e.g. main's tree and this one's, `node --import tsx scripts/api-server.ts` on one database of
 * 100,000 orders) are started apart. `BENCH_A=http://… BENCH_B=http://… node --import tsx
 * bench/api/side-by-side.ts`. A figure, not a test.
 */
import { loadavg } from "node:os";
import { SIGN_IN } from "./concurrency";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const servers = [process.env.BENCH_A ?? "", process.env.BENCH_B ?? ""];
if (servers.some((s) => !s)) throw new Error("BENCH_A 与 BENCH_B：两台服务器的地址");

async function post(url: string, path: string, body: object, token = ""): Promise<{ code: number; data: Record<string, unknown> }> {
  const res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

const CALLS: [string, string, object[]][] = [
  ["order list, first page", "/merchant/order/v1/order/list", [{ page: 1 }]],
  ["订单号 typed in part", "/merchant/order/v1/order/list", ["000001234", "00008765", "0000567", "00009999"].map((order_sn) => ({ page: 1, order_sn }))],
  ["member list", "/merchant/member/v1/member/list", [{ page: 1 }]],
  ["goods list", "/merchant/goods/v1/goods/list", [{ page: 1 }]],
];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const tokens = await Promise.all(servers.map(async (url) => String((await post(url, "/merchant/user/v1/login/by-mobile-password", SIGN_IN)).data.access_token)));
const rows: string[] = [];
for (const [what, path, bodies] of CALLS) {
  const times: number[][] = servers.map(() => []);
  const loads: number[] = [];
  for (let i = -5; i < ROUNDS; i += 1) {
    const body = bodies[(i + 5) % bodies.length] ?? {};
    for (const s of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const url = servers[s] ?? "";
      const start = performance.now();
      const reply = await post(url, path, body, tokens[s]);
      if (reply.code !== 200) throw new Error(`${path} answered ${reply.code} on ${url}`);
      if (i >= 0) times[s]?.push(performance.now() - start);
    }
    if (i % 50 === 0) loads.push(loadavg()[0] ?? 0);
  }
  const f = (xs: number[] | undefined) => `${percentile(xs ?? [], 50).toFixed(1)} / ${percentile(xs ?? [], 95).toFixed(1)}`;
  rows.push(`| ${what} (${ROUNDS} calls each, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}) | ${f(times[0])} | ${f(times[1])} |`);
}
console.log(["| call | A p50 / p95 ms | B p50 / p95 ms |", "|---|---:|---:|", ...rows].join("\n"));
