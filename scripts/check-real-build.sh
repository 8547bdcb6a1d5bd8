#!/usr/bin/env bash
# A build for a real API ships no demo: built with VITE_API_BASE_URL into a throwaway
# folder (dist/ is left alone), the output must hold no msw, no seeds, no demo passwords,
# no mockServiceWorker.js and no demo/ folder, and the login chunk no demo account.
# CI runs it after the normal (demo) build. Usage: bash scripts/check-real-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

VITE_API_BASE_URL=https://api.example.com npx vite build --outDir "$out" --emptyOutDir --logLevel warn

failed=0
fail() {
  echo "check-real-build: $*" >&2
  failed=1
}

for file in mockServiceWorker.js demo; do
  [ ! -e "$out/$file" ] || fail "$file is in the output"
done
# what only the demo holds: the demo passwords, the seed's merchants and shops, msw itself
for text in "Admin@123" "User@1234" "Staff@2026" "13800000000" "星河数字藏品旗舰店" "李记好物小店" "mockServiceWorker" "[MSW]" "merchant-demo-db" "sha256\$seed-"; do
  hits="$(grep -rlF -- "$text" "$out" || true)"
  [ -z "$hits" ] || fail "\"$text\" is in: $(echo "$hits" | sed "s|$out/||" | tr '\n' ' ')"
done
# the login screen's own chunk (by the manifest) carries no demo account hint
login_chunk="$(node -e '
  const m = require(process.argv[1] + "/.vite/manifest.json");
  const entry = m["src/pages/login.tsx"];
  if (!entry) { console.error("no src/pages/login.tsx in the manifest"); process.exit(1); }
  console.log(entry.file);
' "$out")"
[ -s "$out/$login_chunk" ] || fail "the login chunk $login_chunk is missing"
if grep -qE "演示账号|Admin@123" "$out/$login_chunk"; then fail "the login chunk $login_chunk holds the demo accounts"; fi
# the checks can fail: the real build still has the app itself
grep -rqF "https://api.example.com" "$out/assets" || fail "the API host is not in the output: did the build run?"

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "check-real-build: a build for https://api.example.com holds no demo API, seeds, demo passwords or demo files"
