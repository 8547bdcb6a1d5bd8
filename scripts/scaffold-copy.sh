#!/usr/bin/env bash
# A copy of the checkout with a section added by `npm run new:resource` (issue 24; decisions 0032,
# 0033, 0042): the copy that check-scaffold.sh and CI run the project's checks in.
#   bash scripts/scaffold-copy.sh DIR     (DIR must not exist; node_modules is shared by a link)
# In DIR, the tracked files as they are now (committed or not); then the scaffold's own checks
# (--help, an unknown option, a reserved key), and a new section with two resources (one
# read-only) that use every field kind it offers (a relation between the two and one to the app's
# 分类) and a key the demo API writes itself (created_at, taken as its own); a policy line lets the
# user role open one of its pages, so the user's menu and first page change. The scaffold
# regenerates the API contract: the checkout's own contract is checked first, so a stale one is
# not hidden by the copy's fresh one.
set -euo pipefail
cd "$(dirname "$0")/.."
copy="${1:?usage: bash scripts/scaffold-copy.sh DIR}"
[ ! -e "$copy" ] || { echo "scaffold-copy: $copy exists" >&2; exit 1; }
mkdir -p "$copy"
# one tar stream, not a cp per file (a thousand processes)
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$copy"
ln -s "$PWD/node_modules" "$copy/node_modules"
cd "$copy"
# (set -e does not stop at a failed test inside an && list: each check says so itself)
fail() { echo "scaffold-copy: $*" >&2; exit 1; }

# the checkout's contract is current (the scaffold below regenerates the copy's)
npx vitest run --project shared tests/contract/openapi.test.ts > contract-check.txt 2>&1 ||
  { cat contract-check.txt; fail "docs/api/openapi.json is not current in the checkout: run npm run api:contract"; }
rm contract-check.txt

# --help says how it is used; an unknown option says which, with the usage, and exits 2 (issue 24)
npm run --silent new:resource -- --help | grep -q "用法：npm run new:resource"
set +e
npm run --silent new:resource -- --no-such-flag > /dev/null 2> unknown-option.txt
status=$?
set -e
{ [ "$status" -eq 2 ] && grep -q "错误：Unknown option '--no-such-flag'" unknown-option.txt && grep -q "用法：" unknown-option.txt; } ||
  fail "an unknown option must exit 2 with the usage (exit $status)"
rm unknown-option.txt

# a key the demo API writes itself is refused before anything is written (exit 2, naming it)
set +e
npm run --silent new:resource -- --section /warehouse --section-title 仓储管理 --name stockIn --label 入库单 \
  --field sn:text:入库单号 --field alias:text:别名 > /dev/null 2> reserved-key.txt
status=$?
set -e
{ [ "$status" -eq 2 ] && grep -q "错误：字段 alias 是记录的键" reserved-key.txt && [ ! -e src/resources/warehouse ]; } ||
  fail "a reserved key (alias) must be refused with exit 2, naming it, writing nothing (exit $status)"
rm reserved-key.txt

# every kind: text, integer, enum, flag, money, date, image, relation (to the app's 分类, and
# from the log to the first resource); created_at declared on purpose (written once, read-only);
# a workflow (issue 50): status tabs, a search box, a transition, a call the section's handler file serves
npm run --silent new:resource -- --section /warehouse --section-title 仓储管理 --order 75 \
  --name stockIn --label 入库单 --field sn:text:入库单号:required --field qty:integer:数量:required \
  --field kind:enum:类型:options=1/采购入库,2/退货入库 --field checked:flag:已验收:options=1/已验收,2/待验收 \
  --field cost:money:金额 --field arrived_on:date:到货日期 --field photo:image:单据照片 --field contact_mobile:text:联系人手机 \
  --field category_alias:relation:分类:to=category.name --field created_at:datetime:入库时间 \
  --field status:enum:状态:options=1/待上架,2/已上架 --tabs status --keyword sn \
  --action shelve:上架:1:2 --action print:打印 --handler | tee scaffold-out.txt
grep -q "已重新生成接口契约 docs/api/openapi.json" scaffold-out.txt || fail "the scaffold must say it regenerated the contract"
rm scaffold-out.txt
[ "$(grep -c 'key: "created_at"' src/resources/warehouse/stock-in.ts)" -eq 1 ] || fail "created_at must be written once"
[ -e src/resources/warehouse/stock-in.actions.ts ] || fail "--handler must write the section's handler file"
npm run --silent new:resource -- --section /warehouse --name stockLog --label 库存流水 --read-only \
  --field stock_in_alias:relation:入库单:required:to=stockIn.sn --field note:text:说明 --field amount:money:金额
grep -q "p, admin, /warehouse, \*, \*" src/access/policy.csv || fail "the new section's policy line is missing"
# order 75 puts the section before 设置 (110): with this line (the policy header's own form of a
# user line) the user role's menu and first page start in it, which no test may pin
printf '%s\n' "p, user, /warehouse, /warehouse/stock-in, view" >> src/access/policy.csv

