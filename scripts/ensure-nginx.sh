#!/usr/bin/env bash
# The local cluster (npm run cluster, its tests) puts Debian's nginx in front of the API
# processes. Only the program is used: the cluster runs it with its own prefix and config and
# never touches /etc/nginx or the system service.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx missing: installing Debian's package"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "need root (or sudo) to apt-get install nginx" >&2; exit 1
fi
$SUDO apt-get update -qq
# The package may enable its own service on port 80; the cluster never uses or needs it.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx
