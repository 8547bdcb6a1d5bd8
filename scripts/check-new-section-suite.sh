#!/usr/bin/env bash
# Adding a section changes no test (issue 24, item 1; decision 0032). In a throwaway copy of the
# checkout, the guide's own example (docs/adding-a-resource.md §8: 采购管理 at /purchase, with
# supplier and the read-only supplierLog) is scaffolded with `npm run new:resource`, its policy
# lines added as an integrator would (the scaffold's admin line, plus one that lets the user role
# open 供应商, so the user's menu and first page change), the API contract regenerated, and then
# the WHOLE vitest suite runs there: it must pass with no test edited.
# Usage: bash scripts/check-new-section-suite.sh [vitest arguments, e.g. a file filter]
set -euo pipefail
cd "$(dirname "$0")/.."
copy="$(mktemp -d)/console"
trap 'rm -rf "$(dirname "$copy")"' EXIT
mkdir -p "$copy"
# the tracked files as they are now (committed or not), node_modules shared
git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$copy"
ln -s "$PWD/node_modules" "$copy/node_modules"
cd "$copy"

# order 65 puts the section before 设置 (110): the user role's menu and first page now start in it
npm run --silent new:resource -- --section /purchase --section-title 采购管理 --order 65 --name supplier --label 供应商 \
  --field name:text:供应商名称:required --field level:enum:等级:options=1/战略,2/普通
npm run --silent new:resource -- --section /purchase --name supplierLog --label 操作日志 --read-only --field action:text:动作
grep -q "order: 65" src/resources/purchase/section.ts
grep -q "^p, admin, /purchase, \*, \*" src/access/policy.csv
# the policy's own example of a user line (src/access/policy.csv's header)
printf '%s\n' "p, user, /purchase, /purchase/supplier, view" >> src/access/policy.csv
npm run --silent api:contract

npx vitest run "$@"
echo "with the guide's 采购管理 added (the user role may open 供应商), the whole vitest suite passes unedited"
