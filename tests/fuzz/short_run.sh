#!/usr/bin/env bash
# A short libFuzzer run of every loader, as many at a time as there are cores; the full checks
# (installer/dev.sh) run it on the sanitizer build.
#   short_run.sh BUILD_DIR [SECONDS]
# Undefined behaviour stops a run like a crash (-fno-sanitize-recover=all in the MUSTER_FUZZ build).
# A crash's input is kept next to its corpus in a temporary folder (named in the output), never
# written into the source tree. Exit 1 when any target found a crash.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$1
seconds=${2:-8}
targets=(roster faction siege_plan wfb3_army wfb3_bestiary onus_design card_template campaign_import campaign_file)
work=$(mktemp -d)

fuzz_one() {
  local target=$1 corpus=$work/$1
  mkdir -p "$corpus"
  cp tests/fuzz/corpus/"$target"/* "$corpus"/
  if "$build"/tests/fuzz/fuzz_"$target" -max_total_time="$seconds" -timeout=10 -artifact_prefix="$corpus/" \
       -rss_limit_mb=2048 -dict=tests/fuzz/muster.dict -print_final_stats=1 "$corpus" >"$work/$target.log" 2>&1; then
    echo "fuzz_$target: $(grep -E 'stat::number_of_executed_units' "$work/$target.log")"
  else
    touch "$work/$target.crashed"
  fi
}
export -f fuzz_one
export build seconds work

printf '%s\n' "${targets[@]}" | xargs -P "$(nproc)" -I{} bash -c 'fuzz_one "$1"' _ {}

crashed=0
for target in "${targets[@]}"; do
  if [ -e "$work/$target.crashed" ]; then
    tail -60 "$work/$target.log"
    echo "fuzz_$target found a crash (its input is in $work/$target/); add it as a regression test" >&2
    crashed=1
  fi
done
[ "$crashed" = 1 ] && exit 1
rm -rf "$work"
