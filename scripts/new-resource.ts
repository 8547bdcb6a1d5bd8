/**
 * npm run new:resource -- --section /purchase --section-title 采购管理 --name supplier --label 供应商
 *   --field name:text:供应商名称:required --field level:enum:等级:options=1/战略,2/普通 [--read-only]
 *   [--role admin|*] [--icon key] [--order 65] [--api /merchant/purchase/v1/supplier]
 *   [--tabs status] [--keyword name,sn] [--action submit:提交审核:draft:pending] [--handler]
 *   (every field kind and its options: --help, scripts/scaffold/usage.ts)
 *
 * Writes a resource config and its seed (and the section's section.ts when the section is
 * new, and the section's handler file <name>.actions.ts with --handler), appends the section's policy line when it has none, then regenerates the API
 * contract (docs/api/openapi.json), and nothing else. Asks for what the flags leave out
 * when run in a terminal. Exit 2: the input is refused (nothing written); 1: a file exists
 * or the contract could not be regenerated.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, appendFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { parsePolicy } from "../src/access/policy-lines";
import { scaffold } from "./scaffold/files";
import { linkRelations, loadApp } from "./scaffold/relations";
import { kebab, parseAction, parseField, problems, type ResourceSpec } from "./scaffold/spec";
import { USAGE } from "./scaffold/usage";

const root = join(dirname(new URL(import.meta.url).pathname), "..");

function readArgs() {
  try {
    return parseArgs({
      options: {
        section: { type: "string" }, "section-title": { type: "string" }, icon: { type: "string" }, order: { type: "string" },
        role: { type: "string" }, name: { type: "string" }, label: { type: "string" }, api: { type: "string" },
        field: { type: "string", multiple: true }, "read-only": { type: "boolean" }, help: { type: "boolean", short: "h" },
        tabs: { type: "string" }, keyword: { type: "string" }, action: { type: "string", multiple: true }, handler: { type: "boolean" },
      },
    }).values;
  } catch (e) {
    // an unknown or malformed option: say which, and how it is used (node's own error is a stack trace)
    console.error(`错误：${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`);
    process.exit(2);
  }
}
const values = readArgs();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const tty = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
const ask = async (given: string | undefined, question: string) => given ?? (tty ? (await tty.question(`${question}: `)).trim() : "");

/** The folder of an existing section with this path, by its section.ts. */
function sectionFolder(path: string): string | undefined {
  const dir = join(root, "src/resources");
  return readdirSync(dir).find((f) => {
    const file = join(dir, f, "section.ts");
    return existsSync(file) && readFileSync(file, "utf8").includes(`path: "${path}"`);
  });
}

const section = await ask(values.section, "分区路径（如 /purchase）");
const folder = sectionFolder(section);
const asked: ResourceSpec = {
  section,
  sectionTitle: folder ? undefined : await ask(values["section-title"], "新分区的菜单标题（如 采购管理）"),
  icon: values.icon, order: values.order ? Number(values.order) : undefined, role: values.role,
  name: await ask(values.name, "资源名（小驼峰英文，如 supplier）"),
  label: await ask(values.label, "资源的中文名（如 供应商）"),
  api: values.api, readOnly: values["read-only"],
  fields: (values.field ?? []).map(parseField),
  tabs: values.tabs, keyword: values.keyword?.split(",").filter(Boolean), actions: (values.action ?? []).map(parseAction), handler: values.handler,
};
while (tty && asked.fields.length === 0) {
  const line = await ask(undefined, "字段 key:type:标题[:required][:options=…][:to=资源名.显示字段]（空行结束）");
  if (!line) break;
  asked.fields.push(parseField(line));
}
tty?.close();

// refused input writes nothing: the spec's own problems, then relations against the app's configs
const { spec, problems: unlinked } = linkRelations(asked, asked.fields.some((f) => f.type === "relation") ? await loadApp(root) : { resources: [], seeded: new Set() });
const errors = [...problems(spec, !folder), ...unlinked];
if (errors.length > 0) {
  for (const e of errors) console.error(`错误：${e}`);
  console.error("（什么也没有写。用法：npm run new:resource -- --help）");
  process.exit(2);
}
const policyPath = join(root, "src/access/policy.csv");
const hasPolicy = parsePolicy(readFileSync(policyPath, "utf8")).policies.some((p) => p.sec === section);
const out = scaffold(spec, { exists: Boolean(folder), folder: folder ?? section.slice(1), hasPolicy });
for (const [path, text] of Object.entries(out.files)) {
  const full = join(root, path);
  if (existsSync(full)) {
    console.error(`错误：${path} 已存在，没有覆盖`);
    process.exit(1);
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  console.log(`写入 ${path}`);
}
if (out.policyLine) {
  appendFileSync(policyPath, `\n# --- ${spec.sectionTitle ?? section} (npm run new:resource)\n${out.policyLine}\n`);
  console.log(`policy.csv 加入 ${out.policyLine}`);
}
// the contract lists every call: a new resource adds its calls (tests/contract checks it is current)
const contract = spawnSync("npm", ["run", "--silent", "api:contract"], { cwd: root, stdio: "inherit" });
if (contract.status !== 0) {
  console.error("错误：接口契约没有重新生成：请修好上面的错误后运行 npm run api:contract");
  process.exit(1);
}
console.log("已重新生成接口契约 docs/api/openapi.json（npm run api:contract）");
// the server's schema follows the configs by migrations (decision 0083): a new resource is a new table
const migration = spawnSync("npm", ["run", "--silent", "db:diff", "--", "--name", `add-${spec.name}`], { cwd: root, stdio: "inherit" });
if (migration.status !== 0) {
  console.error("错误：没有写出迁移：请修好上面的错误后运行 npm run db:diff");
  process.exit(1);
}
console.log("完成：npm test、npm run access:report，然后 npm start 打开", `${section}/${kebab(spec.name)}`);
