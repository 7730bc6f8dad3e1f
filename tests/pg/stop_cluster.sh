#!/usr/bin/env bash
# Stops the server tests' cluster by its data folder (never by a process name) and removes it.
#   stop_cluster.sh STATE_FILE
set -euo pipefail
state=$1
[ -f "$state" ] || exit 0
if grep -qx absent "$state"; then rm -f "$state"; exit 0; fi
bin=$(sed -n 's/^bin=//p' "$state")
dir=$(sed -n 's/^folder=//p' "$state")
as_owner=()
[ "$(id -u)" -ne 0 ] || as_owner=(runuser -u postgres --)
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
case "$dir" in
  */muster-pg.*) rm -rf "$dir" ;;
esac
rm -f "$state" "$state.pgpass"
