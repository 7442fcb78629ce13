#!/usr/bin/env bash
# End-to-end tier alone: build the web app, then Playwright over the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent
npx playwright test "$@"
