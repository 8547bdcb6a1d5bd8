#!/usr/bin/env bash
# A console built for a real API ships no demo: the output must hold no msw, no seeds, no demo
# passwords, no mockServiceWorker.js and no demo/ folder, and the login chunk no demo account.
# The API server's bundle holds no demo account or SMS code where it starts: its entry and every
# chunk that entry imports statically name none (decision 0072); the demo's seed is a chunk of its
# own, loaded only when SEED_DEMO=1 asks for it.
#   bash scripts/check-real-build.sh dist dist-server
#                                           checks what `npm run build` made for the API server (the
#                                           console with VITE_API_BASE_URL=/, and the server; CI runs
#                                           it after that build; dist-server may be left out)
#   bash scripts/check-real-build.sh        builds the console for https://api.example.com and the
#                                           server into throwaway folders first (dist, dist-demo and
#                                           dist-server are left alone)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  [ -f "$1/index.html" ] || { echo "check-real-build: $1/index.html is missing: run \`npm run build\` first" >&2; exit 1; }
  out="$(cd "$1" && pwd)"
  host=""
else
  out="$(mktemp -d)"
  server_out="$(mktemp -d)"
  trap 'rm -rf "$out" "$server_out"' EXIT
  host="https://api.example.com"
  VITE_API_BASE_URL="$host" npx vite build --outDir "$out" --emptyOutDir --logLevel warn
  npx vite build --ssr src/server/serve.ts --outDir "$server_out" --emptyOutDir --logLevel warn
fi
if [ $# -gt 1 ]; then
  [ -f "$2/serve.js" ] || { echo "check-real-build: $2/serve.js is missing: run \`npm run build\` first" >&2; exit 1; }
  server_out="$(cd "$2" && pwd)"
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

# the server: its entry and the chunks it imports statically (import/export … from "./…"), not
# the ones it may import() later (the demo's seed)
started=()
if [ -n "${server_out:-}" ]; then
  mapfile -t started < <(node -e '
    const { readFileSync } = require("node:fs");
    const { dirname, resolve } = require("node:path");
    const seen = new Set();
    const todo = [resolve(process.argv[1], "serve.js")];
    while (todo.length) {
      const file = todo.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["\x27](\.{1,2}\/[^"\x27]+)["\x27]/g)) todo.push(resolve(dirname(file), m[1]));
    }
    console.log([...seen].join("\n"));
  ' "$server_out")
  [ "${#started[@]}" -gt 1 ] || fail "the server's entry imports no chunk: did the build run?"
  # the demo's accounts (mobile, passwords and their seeded hashes, shops) and the demo's fixed SMS code
  for text in "Admin@123" "User@1234" "Staff@2026" "13800000000" 'seed-13' "星河数字藏品旗舰店" "李记好物小店" '"123456"' "演示验证码"; do
    hits="$(grep -lF -- "$text" "${started[@]}" || true)"
    [ -z "$hits" ] || fail "\"$text\" is in the server's start-up code: $(echo "$hits" | sed "s|$server_out/||" | tr '\n' ' ')"
  done
  # the check can fail: the seed is still built, as a chunk of its own (SEED_DEMO=1 loads it)
  grep -rqF "13800000000" "$server_out" || fail "no chunk of the server holds the demo's seed: is SEED_DEMO=1 still served?"
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "check-real-build: the build ${host:+for $host }in ${1:-a throwaway folder} holds no demo API, seeds, demo passwords or demo files${server_out:+; the server start-up code (${#started[@]} files) no demo account or SMS code}"
