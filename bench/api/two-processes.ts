import { spawn, type ChildProcess } from "node:child_process";
import { aloneAndAtOnce, perSecond, SESSIONS, signIn, type Post } from "./concurrency";

/**
 * Two server processes on one Postgres against one (issue 48, "Measure"): two servers started as
 * the test harness starts them (scripts/api-server.ts, on BENCH_API_PORT and the next port,
 * default 4321), on the database the bench just seeded; SESSIONS sessions at once on the first
 * alone, then the same sessions split over both. Calls a second each.
 */

const START_LIMIT_MS = 120_000;

/** A server process on `port`; with `profileDir`, it writes a CPU profile there when it stops (node --cpu-prof). */
export function start(env: NodeJS.ProcessEnv, port: number, profileDir?: string): Promise<{ url: string; child: ChildProcess }> {
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "scripts/api-server.ts"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", API_ONLY: "1", SEED_DEMO: "1", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), START_LIMIT_MS);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      const line = output.split("\n").find((l) => l.startsWith("listening "));
      if (line) {
        clearTimeout(timer);
        resolve({ url: line.slice("listening ".length).trim(), child });
      }
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", (code) => reject(new Error(`server on ${port} exited (${code}):\n${output}`)));
  });
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export const postTo = (url: string): Post => async (path, body, token = "") => {
  const res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
};

export async function twoProcesses(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const port = Number(process.env.BENCH_API_PORT ?? 4321);
  const servers = [await start(env, port), await start(env, port + 1)];
  try {
    const [a, b] = servers.map((s) => postTo(s.url)) as [Post, Post];
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) tokens.push(await signIn(a));
    const one = (await aloneAndAtOnce([a], tokens)).atOnce;
    const two = (await aloneAndAtOnce([a, b], tokens)).atOnce;
    const f = (n: number) => n.toFixed(1);
    return [
      `| ${name}: ${SESSIONS} sessions at once on one server process / split over two | ${f(perSecond(one))} / ${f(perSecond(two))} calls/s (**${(perSecond(two) / perSecond(one)).toFixed(2)}×**) | ${one.errors} / ${two.errors} errors | goal: two > one |`,
    ];
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
  }
}
