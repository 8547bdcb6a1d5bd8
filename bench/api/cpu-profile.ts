/**
 * The server's CPU profile summed (issue 48 step 4, piece C; decision 0110): reads a `.cpuprofile`
 * that `node --cpu-prof` wrote (BENCH_CPU_PROF=<dir> on `npm run bench:server`) and prints where
 * the main thread spent its time while it served calls: self time per package or source file, per
 * function, and the time inside each of the API's own functions with what they call.
 *
 *   node --import tsx bench/api/cpu-profile.ts <file.cpuprofile> [rows]
 *
 * The window starts at the first sample inside an HTTP request (@hono/node-server's listener), so
 * the process's start (Vite's transforms, migrations) is left out; idle, GC and "(program)" are
 * kept apart. The profile's lines are of the code Vite served, so functions are named, not lined.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package>, node:<module>, or the source file under the worktree (src/api/route.ts). */
function placeOf(url: string, name: string): string {
  if (!url) return `(${name || "native"})`;
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?(deps\/)?/, "node:").replace(/\/.*$/, "");
  const own = url.match(/\/(src|bench|scripts)\/.*$/);
  return own ? own[0].slice(1) : url;
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id: number) => {
  const stack: ProfileNode[] = [];
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!);
  return stack;
};
const inRequest = (stack: ProfileNode[]) => stack.some((n) => n.callFrame.url.includes("@hono/node-server"));

const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
const selfByPlace = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const inclusiveOwn = new Map<string, number>();
let started = false;
let windowUs = 0;
let busyUs = 0;
const apart = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const stack = stackOf(id);
  if (!started && !inRequest(stack)) return;
  started = true;
  windowUs += us;
  const top = stack[0]!.callFrame;
  if (["(idle)", "(garbage collector)", "(program)"].includes(top.functionName)) {
    add(apart, top.functionName, us);
    if (top.functionName !== "(idle)") busyUs += us;
    return;
  }
  busyUs += us;
  const place = placeOf(top.url, top.functionName);
  add(selfByPlace, place, us);
  add(selfByFunction, `${top.functionName || "(anonymous)"} ${place}`, us);
  const seen = new Set<string>();
  for (const n of stack) {
    const own = n.callFrame.url.match(/\/src\/.*$/);
    if (!own) continue;
    const key = `${n.callFrame.functionName || "(anonymous)"} ${own[0].slice(1)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(inclusiveOwn, key, us);
  }
});

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const table = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${ms(us)} ms ${pct(us)}  ${k}`);
};
console.log(`window ${ms(windowUs)} ms, busy ${ms(busyUs)} ms; ${[...apart].map(([k, us]) => `${k} ${(us / 1000).toFixed(0)} ms`).join(", ")}`);
table("self time by package / file", selfByPlace);
table("self time by function", selfByFunction);
table("inclusive time of the API's own functions (src/…)", inclusiveOwn);
