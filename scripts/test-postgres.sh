#!/usr/bin/env bash
# Starts a throwaway Postgres (Debian's postgresql) for the storage tests and prints its TEST_DATABASE_URL.
# Usage: eval "$(bash scripts/test-postgres.sh start PORT)"; ...; bash scripts/test-postgres.sh stop
# `restart` restarts it (fast shutdown, same data): the cluster suite's fault test (tests/e2e-cluster/faults.spec.ts).
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
DIR=${PGTEST_DIR:-/tmp/verdance-pgtest}
case "${1:-}" in
  start)
    PORT=${2:-4650}
    [ -n "$BIN" ] || { echo "postgresql is not installed" >&2; exit 1; }
    [ -d "$DIR/data" ] && runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres "$DIR"
    # initdb refuses to run as root: the cluster belongs to the postgres user.
    runuser -u postgres -- "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
    runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  restart)
    runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -m fast -w restart >/dev/null
    ;;
  stop)
    runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start [port] | restart | stop" >&2
    exit 2
    ;;
esac
