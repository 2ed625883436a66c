#!/usr/bin/env bash
# The whole test suite, as README and CI run it: typecheck, lint, unit and server tests, build,
# end-to-end in Chromium. Prints one closing line "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT

step() { printf '\n== %s ==\n' "$1"; }

# First, so a machine without a browser stops here with one line, not after every other step.
step "browser for the end-to-end tests"
node --import tsx scripts/ensure-browser.ts

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "build"
npm run --silent build

# Both test runners run even when the first has failures, so the closing line counts everything.
step "unit and server tests (Vitest)"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "TEST_DATABASE_URL is not set: the PostgreSQL server tests are SKIPPED (SQLite only)."
else
  echo "PostgreSQL server tests run against TEST_DATABASE_URL."
fi
npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json" && vitest_exit=0 || vitest_exit=$?

step "end-to-end (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json && playwright_exit=0 || playwright_exit=$?

node scripts/summarise-results.mjs "$results_dir/vitest.json" "$results_dir/playwright.json" "$vitest_exit" "$playwright_exit"
