#!/usr/bin/env bash
# `npm test`: every test tier, in order of speed. Unit + API (PGlite) + web components in one
# Vitest run, then the built app end to end in Chromium (desktop and phone projects).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
# The summary must never count a previous run's results.
rm -f reports/vitest.json reports/playwright.json
bash scripts/ensure-chromium.sh
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=$?
if [ "$status" -eq 0 ]; then
  npm run build --silent
  npx playwright test || status=$?
fi
node scripts/test-summary.mjs || true
exit "$status"
