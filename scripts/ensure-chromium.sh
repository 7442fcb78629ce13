#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download is not reachable here):
# the headless shell for the end-to-end journeys, the full browser for Lighthouse and screenshots.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1; then
  exit 0
fi
echo "chromium missing: installing Debian's packages"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "need root (or sudo) to apt-get install chromium" >&2; exit 1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell
