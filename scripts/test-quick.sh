#!/usr/bin/env bash
# The check to run while working (npm run test:quick; docs/testing.md): the type check and lint side
# by side, then the unit and server tests on SQLite of what changed since the last commit (Vitest's
# --changed follows the imports), or all of them with --all. About 3 minutes (182 s for --all on a quiet 2-core machine); PostgreSQL, the
# reliability and cluster tests and the browser are npm test's.
set -euo pipefail
cd "$(dirname "$0")/.."
unset TEST_DATABASE_URL TEST_REDIS_URL

scope=(--changed)
if [ "${1:-}" = "--all" ]; then scope=(); fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck >"$logs/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$logs/lint.log" 2>&1 &
lint_pid=$!
failed=0
wait $typecheck_pid || { echo "== typecheck FAILED"; cat "$logs/typecheck.log"; failed=1; }
wait $lint_pid || { echo "== lint FAILED"; cat "$logs/lint.log"; failed=1; }
[ "$failed" = 0 ] && echo "typecheck and lint: ok"

npx vitest run "${scope[@]}" --passWithNoTests --exclude 'tests/reliability/**' --exclude 'tests/cluster/**' || failed=1
echo "test:quick took $SECONDS s"
exit $failed
