#!/usr/bin/env bash
# Starts the private PostgreSQL cluster the server tests share (a ctest fixture): initdb into a
# temporary folder, listening only on a Unix socket in that folder (no TCP port), passwords
# required (scram-sha-256). Writes what the tests need to STATE_FILE; writes "absent" there when
# this machine has no PostgreSQL server, and the server tests then skip (exit 77, shown by ctest).
#   start_cluster.sh STATE_FILE
set -euo pipefail
state=$1
rm -f "$state"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "absent" > "$state"
  echo "no PostgreSQL server here (Debian: postgresql-15): the server tests will be skipped"
  exit 0
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/muster-pg.XXXXXX")
password="muster-test-secret-$RANDOM$RANDOM"
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  # initdb refuses root: the cluster belongs to the postgres user, in our folder.
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
printf '%s\n' "$password" > "$dir/pwfile"
[ "$(id -u)" -ne 0 ] || chown postgres "$dir/pwfile"
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U muster -A scram-sha-256 --pwfile="$dir/pwfile" -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
rm -f "$dir/pwfile"
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-c listen_addresses='' -k $dir -c max_connections=100 -c fsync=on" \
  -l "$dir/server.log" -w -t 60 start >/dev/null
# Every role of the tests has the one test password (the tests check no output ever shows it).
umask 077
printf '*:*:*:*:%s\n' "$password" > "$state.pgpass"
{
  echo "bin=$bin"
  echo "folder=$dir"
  echo "data=$dir/data"
  echo "socket=$dir"
  echo "password=$password"
  echo "pgpass=$state.pgpass"
} > "$state"
echo "PostgreSQL test cluster in $dir (socket only)"
