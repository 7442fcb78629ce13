#!/usr/bin/env bash
# `npm test`: every test tier, in order of speed. Unit + API (PGlite) + web components in one
# Vitest run; then the cluster (3 API processes behind nginx on the machine's PostgreSQL, an S3
# server: vitest.cluster.config.ts, about a minute); then the built app end to end in Chromium
# (desktop and phone projects).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
# The summary must never count a previous run's results.
rm -f reports/vitest.json reports/cluster.json reports/playwright.json
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=$?
if [ "$status" -eq 0 ]; then
  npm run build --silent
  bash scripts/ensure-postgres.sh || status=$?
  if [ "$status" -eq 0 ]; then
    npx vitest run -c vitest.cluster.config.ts --reporter=default --reporter=json \
      --outputFile.json=reports/cluster.json || status=$?
  fi
  npx playwright test || status=$?
fi
node scripts/test-summary.mjs || true
exit "$status"
