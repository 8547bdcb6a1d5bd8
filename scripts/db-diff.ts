/**
 * npm run db:diff [-- --name add-goods-weight] — compares the configs (src/resources, and the
 * handlers' own tables) with the committed schema snapshot (src/server/migrations/schema.json)
 * and writes the next migration (src/server/migrations/NNNN-<name>.ts: add, drop, rename,
 * retype, index) and the new snapshot (decision 0083). A table or column gone from the configs is
 * asked about: renamed to one of the new ones (its data kept), or dropped. Without a terminal,
 * answer with flags: `--rename r_goods.weight=weight_g`, `--rename-table r_old=r_new`,
 * `--drop r_goods.weight`, `--drop-table r_old`; an unanswered question stops it (exit 2).
 * `--check` writes nothing: exit 1 when the configs, the snapshot and the migrations disagree.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    rename: { type: "string", multiple: true },
    "rename-table": { type: "string", multiple: true },
    drop: { type: "string", multiple: true },
    "drop-table": { type: "string", multiple: true },
    check: { type: "boolean" },
  },
});

const root = new URL("..", import.meta.url).pathname;
// through Vite, as the server is: the configs and the migrations are found with import.meta.glob
const { module } = await runnerImport<typeof import("../src/server/schema-check")>(new URL("../src/server/schema-check.ts", import.meta.url).pathname);

if (values.check) {
  const problems = module.checkoutSchemaProblems(root);
  for (const p of problems) console.error(`db:diff --check：${p}`);
  if (!problems.length) console.log("db:diff --check：配置、快照与迁移一致");
  process.exit(problems.length ? 1 : 0);
}

const pairs = (list: string[] | undefined) => new Map((list ?? []).map((s) => s.split("=") as [string, string]));
const renames = pairs(values.rename);
const tableRenames = pairs(values["rename-table"]);
const drops = new Set(values.drop ?? []);
const tableDrops = new Set(values["drop-table"] ?? []);
const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;

class Unanswered extends Error {}

/** A gone name's answer: a flag's, else the person's at the terminal (a number of a candidate, or 0 to drop). */
async function ask(what: string, flagRename: string | undefined, flagDrop: boolean, candidates: readonly string[], flags: string): Promise<string | null> {
  if (flagRename !== undefined) {
    if (!candidates.includes(flagRename)) throw new Unanswered(`${what}：${flagRename} 不是新出现的名字（可选：${candidates.join("、")}）`);
    return flagRename;
  }
  if (flagDrop) return null;
  if (!terminal) throw new Unanswered(`${what} 已不在配置中：是改名还是删除？用 ${flags} 回答`);
  const options = candidates.map((c, i) => `  ${i + 1}. 改名为 ${c}（保留数据）`).join("\n");
  for (;;) {
    const answer = (await terminal.question(`${what} 已不在配置中：\n${options}\n  0. 删除（数据丢失）\n选择：`)).trim();
    if (answer === "0") {
      const sure = (await terminal.question(`确定删除 ${what} 及其数据？(yes/no) `)).trim();
      if (sure === "yes") return null;
      continue;
    }
    const chosen = candidates[Number(answer) - 1];
    if (chosen) return chosen;
  }
}

try {
  const result = await module.writeNextMigration(root, values.name ?? "change", {
    tableGone: (table, candidates) =>
      ask(`表 ${table}`, tableRenames.get(table), tableDrops.has(table), candidates, `--rename-table ${table}=新表 或 --drop-table ${table}`),
    columnGone: (table, column, candidates) =>
      ask(`列 ${table}.${column}`, renames.get(`${table}.${column}`), drops.has(`${table}.${column}`), candidates, `--rename ${table}.${column}=新列 或 --drop ${table}.${column}`),
  });
  if (!result.file) console.log("db:diff：配置与快照一致，没有新的迁移");
  else {
    console.log(`db:diff：写入 ${result.file}（${result.ops.length} 步）与 src/server/migrations/schema.json`);
    for (const op of result.ops) console.log(`  ${JSON.stringify(op)}`);
    console.log("运行中的店铺：npm run db:migrate（或重启服务器，启动时自动执行）");
  }
} catch (error) {
  console.error(`db:diff：${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof Unanswered ? 2 : 1);
} finally {
  terminal?.close();
}
