/**
 * The calls side by side (issue 48, "Measure"; decision 0085), part of `npm run bench:server`, on
 * the demo shop as seeded, each figure against its own baseline in the same run:
 *   1. one session alone, then SESSIONS sessions at once, the same mixed calls (lists, the 工作台,
 *      a save): calls a second each, and the ratio;
 *   2. the order list idle, then while SIGN_INS sign-ins run at once (each hashes a password):
 *      its median each, and the ratio;
 *   3. (Postgres, `twoProcesses`) SESSIONS sessions on one server process, then split over two on
 *      one database: calls a second each.
 */

export type Post = (path: string, body: object, token?: string) => Promise<{ code: number; data: Record<string, unknown> }>;

export const SESSIONS = 40;
const ALONE_CALLS = 100;
const CALLS_EACH = 10;
const SIGN_INS = 30;
const IDLE_LISTS = 20;

/** The mixed calls: the order, goods and member lists, the 工作台's overview, a 分类 save (one in five). */
export const MIXED: [string, object][] = [
  ["/merchant/order/v1/order/list", { page: 1 }],
  ["/merchant/goods/v1/goods/list", { page: 1 }],
  ["/merchant/member/v1/member/list", { page: 1 }],
  ["/merchant/shop/v1/dashboard/overview", {}],
  ["/merchant/goods/v1/category/save", { name: "压测分类", sort: 1, parent_alias: "" }],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

export const SIGN_IN = { mobile: "13800000000", password: "Admin@123" };

export async function signIn(post: Post): Promise<string> {
  const reply = await post("/merchant/user/v1/login/by-mobile-password", SIGN_IN);
  if (reply.code !== 200) throw new Error(`sign-in answered ${reply.code}`);
  return String(reply.data.access_token);
}

/** `calls` mixed calls in a row from one session (`offset` varies the mix and the saved names); errors counted. */
async function session(post: Post, token: string, calls: number, offset: number): Promise<number> {
  let errors = 0;
  for (let i = 0; i < calls; i += 1) {
    const [path, fixed] = MIXED[(offset + i) % MIXED.length] ?? MIXED[0]!;
    const body = path.endsWith("/save") ? { ...fixed, name: `并发${offset}-${i}` } : fixed;
    const reply = await post(path, body, token).catch(() => ({ code: 0, data: {} }));
    if (reply.code !== 200) errors += 1;
  }
  return errors;
}

export interface Rate {
  calls: number;
  seconds: number;
  errors: number;
}

export const perSecond = (r: Rate) => r.calls / r.seconds;

/** One session alone, then `tokens.length` at once, each on the post of its index (round the list). */
export async function aloneAndAtOnce(posts: Post[], tokens: string[]): Promise<{ alone: Rate; atOnce: Rate }> {
  const first = posts[0]!;
  const [aloneMs, aloneErrors] = await timed(() => session(first, tokens[0]!, ALONE_CALLS, 0));
  const [atOnceMs, errors] = await timed(() => Promise.all(tokens.map((t, i) => session(posts[i % posts.length]!, t, CALLS_EACH, i + 1))));
  return {
    alone: { calls: ALONE_CALLS, seconds: aloneMs / 1000, errors: aloneErrors },
    atOnce: { calls: tokens.length * CALLS_EACH, seconds: atOnceMs / 1000, errors: errors.reduce((a, b) => a + b, 0) },
  };
}

/** The order list's median idle, then during SIGN_INS sign-ins at once (timed one after another until they end). */
export async function listDuringSignIns(post: Post, token: string): Promise<{ idleMs: number; duringMs: number; during: number; signInsMs: number }> {
  const list = () => timed(() => post("/merchant/order/v1/order/list", { page: 1 }, token));
  const idle: number[] = [];
  for (let i = 0; i < IDLE_LISTS; i += 1) idle.push((await list())[0]);
  let done = false;
  const start = performance.now();
  const signIns = Promise.all(Array.from({ length: SIGN_INS }, () => signIn(post))).finally(() => {
    done = true;
  });
  const during: number[] = [];
  while (!done) during.push((await list())[0]);
  await signIns;
  return { idleMs: median(idle), duringMs: median(during), during: during.length, signInsMs: performance.now() - start };
}

/** The figures as rows of docs/benchmarks.md's table. */
export function concurrencyRows(name: string, r: { alone: Rate; atOnce: Rate }, l: Awaited<ReturnType<typeof listDuringSignIns>>, goal: string): string[] {
  const f = (n: number, d = 1) => n.toFixed(d);
  return [
    `| ${name}: one session alone, ${r.alone.calls} mixed calls | ${f(perSecond(r.alone))} calls/s | ${r.alone.errors} errors | |`,
    `| ${name}: ${SESSIONS} sessions at once, ${r.atOnce.calls} mixed calls | ${f(perSecond(r.atOnce))} calls/s (**${f(perSecond(r.atOnce) / perSecond(r.alone), 2)}×**) | ${r.atOnce.errors} errors | goal ${goal} |`,
    `| ${name}: order list idle / during ${SIGN_INS} sign-ins at once (${l.during} lists in their ${f(l.signInsMs / 1000)} s) | ${f(l.idleMs, 0)} ms / ${f(l.duringMs, 0)} ms (**${f(l.duringMs / l.idleMs, 1)}×**) | | goal ≤ 3× |`,
  ];
}
