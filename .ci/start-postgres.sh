#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on loopback for the tests and prints its URL.
# initdb refuses to run as root, so the cluster belongs to the postgres user.
set -euo pipefail
port=${PGPORT_TEST:-54329}
dir=${PGDATA_TEST:-/tmp/store-test-pg}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if ! runuser -u postgres -- "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  rm -rf "$dir"
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
  runuser -u postgres -- "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
