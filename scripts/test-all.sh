#!/usr/bin/env bash
# The whole test suite, as README and CI run it: typecheck, lint, build, unit and server tests,
# end-to-end in Chromium. Prints each step's time, the ten slowest test files, and one closing line
# "N passed, N failed, N skipped". The budget and what each layer proves: docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
step_times=()

step() { printf '\n== %s ==\n' "$1"; }
# Runs a step and keeps its time for the summary at the end.
timed() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  step_times+=("$(printf '%-44s %4d s' "$name" $((SECONDS - started)))")
  return $status
}

# First, so a machine without a browser stops here with one line, not after every other step.
step "browser for the end-to-end tests"
timed "browser" node --import tsx scripts/ensure-browser.ts

# Three single-threaded checks side by side on the two cores; each one's output is printed whole
# once it ends, and the first failure stops the run as before.
step "typecheck, lint and build (side by side)"
checks_started=$SECONDS
npm run --silent typecheck >"$results_dir/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$results_dir/lint.log" 2>&1 &
lint_pid=$!
npm run --silent build >"$results_dir/build.log" 2>&1 &
build_pid=$!
checks_failed=0
for check in typecheck lint build; do
  pid_var="${check}_pid"
  if wait "${!pid_var}"; then
    echo "-- $check: ok"
  else
    echo "-- $check: FAILED"
    checks_failed=1
  fi
  cat "$results_dir/$check.log"
done
step_times+=("$(printf '%-44s %4d s' "typecheck, lint and build" $((SECONDS - checks_started)))")
[ "$checks_failed" = 0 ] || exit 1

# Both test runners run even when the first has failures, so the closing line counts everything.
step "unit and server tests (Vitest)"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "TEST_DATABASE_URL is not set: the PostgreSQL server tests are SKIPPED (SQLite only)."
else
  echo "PostgreSQL server tests run against TEST_DATABASE_URL."
fi
timed "unit and server tests (Vitest)" npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$results_dir/vitest.json" && vitest_exit=0 || vitest_exit=$?

step "end-to-end (Playwright, Chromium)"
timed "end-to-end (Playwright)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" \
  npx playwright test --reporter=list,json && playwright_exit=0 || playwright_exit=$?

printf '\nStep times:\n'
printf '  %s\n' "${step_times[@]}"
printf '  %-44s %4d s\n' "all of npm test" "$SECONDS"
node scripts/summarise-results.mjs "$results_dir/vitest.json" "$results_dir/playwright.json" "$vitest_exit" "$playwright_exit"
