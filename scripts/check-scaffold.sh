#!/usr/bin/env bash
# The scaffold's output passes the project's checks, and adding a section changes no test
# (issue 24; decisions 0032, 0033, 0042): in a throwaway copy of the checkout with a new section
# from `npm run new:resource` (scripts/scaffold-copy.sh: every field kind, a page the user role
# may open), typecheck, lint, the access report and the WHOLE vitest suite (`npm test`, the
# contract tests too: the scaffold regenerated the contract) run with no test edited.
# CI runs the same steps one by one (.ci/run); this is the command to run them by hand.
# Usage: bash scripts/check-scaffold.sh [vitest arguments, e.g. a file filter]
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bash scripts/scaffold-copy.sh "$work/console"
cd "$work/console"
npm run typecheck
npm run lint
npm run --silent access:report > /dev/null
npm test -- "$@"
echo "scaffold output (every field kind, a page the user role may open) passes typecheck, lint, the access report and the whole vitest suite, unedited"
