#!/usr/bin/env bash
# The scaffold's output passes the project's checks: in a throwaway copy of the checkout,
# `npm run new:resource` adds a new section with two resources (one read-only), then
# typecheck, lint, the access report and the tests that enumerate every route, resource
# and seed run there. Usage: bash scripts/check-scaffold.sh [--build]
set -euo pipefail
cd "$(dirname "$0")/.."
copy="$(mktemp -d)/console"
trap 'rm -rf "$(dirname "$copy")"' EXIT
mkdir -p "$copy"
# the tracked files as they are now (committed or not), node_modules shared
git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$copy"
ln -s "$PWD/node_modules" "$copy/node_modules"
cd "$copy"

# --help says how it is used; an unknown option says which, with the usage, and exits 2 (issue 24)
npm run --silent new:resource -- --help | grep -q "用法：npm run new:resource"
set +e
npm run --silent new:resource -- --no-such-flag > /dev/null 2> unknown-option.txt
status=$?
set -e
[ "$status" -eq 2 ] && grep -q "错误：Unknown option '--no-such-flag'" unknown-option.txt && grep -q "用法：" unknown-option.txt
rm unknown-option.txt

npm run --silent new:resource -- --section /warehouse --section-title 仓储管理 --order 75 \
  --name stockIn --label 入库单 --field sn:text:入库单号:required --field qty:integer:数量:required \
  --field kind:enum:类型:options=1/采购入库,2/退货入库 --field arrived_on:date:到货日期
npm run --silent new:resource -- --section /warehouse --name stockLog --label 库存流水 --read-only \
  --field note:text:说明 --field amount:money:金额
grep -q "p, admin, /warehouse, \*, \*" src/access/policy.csv

npx tsc -p tsconfig.json --noEmit
npx eslint src/resources/warehouse
npm run --silent access:report > /dev/null
npx vitest run tests/access tests/routes/guard.test.ts tests/routes/route-screens.test.ts tests/layout/menu-items.test.ts tests/mocks/seed-rules.test.ts tests/engine/check-config.test.ts
if [ "${1:-}" = "--build" ]; then npx vite build --logLevel warn; fi
echo "scaffold output passes typecheck, lint, the access report and the route/resource/seed tests"
