#!/usr/bin/env bash
# A console built for a real API ships no demo: the output must hold no msw, no seeds, no demo
# passwords, no mockServiceWorker.js and no demo/ folder, and the login chunk no demo account.
#   bash scripts/check-real-build.sh dist   checks the console `npm run build` made for the API
#                                           server (VITE_API_BASE_URL=/; CI runs it after that build)
#   bash scripts/check-real-build.sh        builds for https://api.example.com into a throwaway
#                                           folder first (dist and dist-demo are left alone)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  [ -f "$1/index.html" ] || { echo "check-real-build: $1/index.html is missing: run \`npm run build\` first" >&2; exit 1; }
  out="$(cd "$1" && pwd)"
  host=""
else
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
  host="https://api.example.com"
  VITE_API_BASE_URL="$host" npx vite build --outDir "$out" --emptyOutDir --logLevel warn
fi

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
if [ -n "$host" ]; then grep -rqF "$host" "$out/assets" || fail "the API host is not in the output: did the build run?"; fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "check-real-build: the build ${host:+for $host }in ${1:-a throwaway folder} holds no demo API, seeds, demo passwords or demo files"
