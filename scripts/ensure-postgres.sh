#!/usr/bin/env bash
# The cluster tier (and `npm run cluster`) runs on the machine's PostgreSQL at 127.0.0.1:5432
# (trust auth for user postgres, as CI's machine has it), or on CLUSTER_PG_URL. Starts the
# installed server when it is stopped, as .ci/run does; says what is missing otherwise.
set -euo pipefail
if [ -n "${CLUSTER_PG_URL:-}" ]; then exit 0; fi
ready() { pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1; }
if ready; then exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
fi
echo "PostgreSQL does not answer at 127.0.0.1:5432: the cluster tests need it (or CLUSTER_PG_URL=postgres://user@host:port/postgres)" >&2
exit 1
