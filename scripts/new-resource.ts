/**
 * npm run new:resource -- --section /purchase --section-title 采购管理 --name supplier --label 供应商
 *   --field name:text:供应商名称:required --field level:enum:等级:options=1/战略,2/普通 [--read-only]
 *   [--role admin|*] [--icon key] [--order 65] [--api /merchant/purchase/v1/supplier]
 *
 * Writes a resource config and its seed (and the section's section.ts when the section is
 * new), appends the section's policy line when it has none, and nothing else. Asks for
 * what the flags leave out when run in a terminal.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, appendFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { parsePolicy } from "../src/access/policy-lines";
import { scaffold } from "./scaffold/files";
import { parseField, problems, type ResourceSpec } from "./scaffold/spec";

const root = join(dirname(new URL(import.meta.url).pathname), "..");

const USAGE = `用法：npm run new:resource -- [选项]（不带选项在终端里运行时逐项询问）
  --section /purchase          分区路径（新分区或已有分区）
  --section-title 采购管理      新分区的菜单标题
  --name supplier              资源名（小驼峰英文）
  --label 供应商                资源的中文名
  --field key:type:标题[:required][:options=1/战略,2/普通]   可重复，每个字段一次
  --read-only                  只读资源（只有列表和详情）
  --role admin|*               新分区的 policy 行给谁（默认 admin）
  --icon key  --order 65  --api /merchant/purchase/v1/supplier
  -h, --help                   显示本说明
详见 docs/adding-a-resource.md §8。`;

function readArgs() {
  try {
    return parseArgs({
      options: {
        section: { type: "string" }, "section-title": { type: "string" }, icon: { type: "string" }, order: { type: "string" },
        role: { type: "string" }, name: { type: "string" }, label: { type: "string" }, api: { type: "string" },
        field: { type: "string", multiple: true }, "read-only": { type: "boolean" }, help: { type: "boolean", short: "h" },
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
const spec: ResourceSpec = {
  section,
  sectionTitle: folder ? undefined : await ask(values["section-title"], "新分区的菜单标题（如 采购管理）"),
  icon: values.icon, order: values.order ? Number(values.order) : undefined, role: values.role,
  name: await ask(values.name, "资源名（小驼峰英文，如 supplier）"),
  label: await ask(values.label, "资源的中文名（如 供应商）"),
  api: values.api, readOnly: values["read-only"],
  fields: (values.field ?? []).map(parseField),
};
while (tty && spec.fields.length === 0) {
  const line = await ask(undefined, "字段 key:type:标题[:required]（空行结束）");
  if (!line) break;
  spec.fields.push(parseField(line));
}
tty?.close();

const errors = problems(spec, !folder);
if (errors.length > 0) {
  for (const e of errors) console.error(`错误：${e}`);
  process.exit(1);
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
console.log("完成：npm test、npm run access:report，然后 npm start 打开", `${section}/${spec.name}`);
