#!/usr/bin/env bash
# Builds Muster on Debian 12 and runs it or its tests, installing what is missing first.
#   bash installer/dev.sh run    build, then launch Muster
#   bash installer/dev.sh test   build, then run every test (ctest)
#   bash installer/dev.sh bench  build, then print the benchmark figures
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake g++ make pkg-config ccache mold libwxgtk3.2-dev libsqlite3-dev libpugixml-dev libhpdf-dev doctest-dev
          nlohmann-json3-dev libcli11-dev libutf8proc-dev libfmt-dev libxml2-utils fonts-dejavu-core poppler-utils
          xvfb xauth sqlite3 gettext desktop-file-utils appstream clang libclang-rt-14-dev cppcheck clang-format
          python3 python3-jsonschema lintian help2man man-db bash-completion shared-mime-info xdg-utils libglib2.0-bin
          fontconfig postgresql-15 libpq-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}"
  sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

build=${MUSTER_BUILD_DIR:-build}
# Each stage's start, and the processor time spent so far by everything it ran (bash's `times`).
stage() {
  local spent
  spent=$(mktemp)
  times >"$spent"  # in this shell, not a subshell: its second line is what the commands run so far used
  echo; echo "== $* ($(date +%T); processor time so far, user and system: $(tail -1 "$spent"))"
  rm -f "$spent"
}
full_checks=false
if [ "${CI:-}" = true ] || [ "${MUSTER_FULL_CHECKS:-}" = 1 ]; then full_checks=true; fi
extra_args=()
$full_checks && extra_args+=(-DMUSTER_WARNINGS_AS_ERRORS=ON)
$full_checks && stage "build ($build)"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${extra_args[@]}" ${MUSTER_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$(nproc)"

case "${1:-run}" in
  run)
    if [ -x "$build/ui/muster" ]; then
      if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then exec "$build/ui/muster" "${@:2}"; fi
      exec xvfb-run -a -s "-screen 0 1280x1024x24" "$build/ui/muster" "${@:2}"
    fi
    echo "the desktop app was not built (MUSTER_BUILD_GUI=OFF?); showing the command line instead" >&2
    exec "$build/muster-cli" validate lists/hail-caesar-hyw/examples/french-legal.roster.xml "${@:2}"
    ;;
  test)
    # Every doctest case must run under ctest: each started case is logged, then counted.
    run_suite() {
      local dir=$1 log
      log=$(mktemp); rm -f "$log"
      # Twice as many tests as processors: the window tests spend most of their time waiting.
      MUSTER_TEST_RUN_LOG=$log ctest --test-dir "$dir" --output-on-failure -j "$(( $(nproc) * 2 ))" "${@:2}"
      tests/check_every_case_ran.sh "$dir/tests/muster-tests" "$log"
      rm -f "$log"
    }
    if $full_checks; then
      # One clang build serves both: the suite under the sanitizers, and the fuzz targets (their
      # coverage instrumentation, -fsanitize=fuzzer-no-link, costs the suite little). It compiles
      # while the suite below runs, at a lower priority: the window tests leave the processors idle
      # most of their time.
      stage "the sanitizer build starts beside the suite (its log: build-asan/build.log)"
      mkdir -p build-asan
      asan_log=$PWD/build-asan/build.log
      # In a process group of its own (setsid), so that a failed suite stops the whole build too.
      setsid bash -c 'CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DMUSTER_SANITIZE=ON -DMUSTER_FUZZ=ON \
            -DMUSTER_BUILD_GUI=OFF && nice -n 10 cmake --build build-asan -j "$(nproc)"' >"$asan_log" 2>&1 &
      asan_build=$!
      trap 'kill -- -"$asan_build" 2>/dev/null || true' EXIT
    fi
    $full_checks && stage "the whole suite (ctest)"
    run_suite "$build"
    if $full_checks; then
      stage "the whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer (clang)"
      if ! wait "$asan_build"; then
        tail -50 "$asan_log" >&2
        echo "the sanitizer build failed (the whole log: $asan_log)" >&2
        exit 1
      fi
      # fontconfig keeps its parsed configuration for the life of the process (tests/lsan.supp).
      export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp"
      # What checks files rather than runs code (the package, the build's own guards, the data's
      # schemas, the catalogues) ran in the suite above; under the sanitizers it would find nothing new.
      # The cases that check time and memory bounds at full scale skip themselves there (test_support.hpp).
      run_suite build-asan -E '^(install|build|schema|text)\.'
      stage "a short fuzz run of every loader (libFuzzer, the same build)"
      tests/fuzz/short_run.sh build-asan "${MUSTER_FUZZ_SECONDS:-8}"
      stage "every header under src/ compiles alone"
      tests/check_headers_alone.sh "$PWD"
      stage "cppcheck on src/ (warning, performance, portability)"
      cppcheck --quiet -j "$(nproc)" --error-exitcode=1 --enable=warning,performance,portability --std=c++20 --inline-suppr -I src src/muster
      stage "the C++ files follow .clang-format (clang-format-14)"
      tests/check_format.sh "$PWD"
      echo "full checks passed"
    fi
    ;;
  bench)
    "$build/tests/bench"
    if [ -x "$build/ui/muster" ]; then
      # Cold start to the first shown window and resident memory then, with a roster open, against
      # a bare wxWidgets frame on the same display in the same run: seven runs of each, in turn,
      # a fresh settings folder each, under Xvfb when there is no display; the medians and ratios.
      runner=(); [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || runner=(xvfb-run -a -s "-screen 0 1280x1024x24")
      figures=$(mktemp)
      for _ in 1 2 3 4 5 6 7; do
        home=$(mktemp -d)
        HOME=$home XDG_DATA_HOME=$home/data "${runner[@]}" "$build/ui/muster-bare-frame" 2>/dev/null | grep '^bare frame' >>"$figures"
        HOME=$home XDG_DATA_HOME=$home/data "${runner[@]}" "$build/ui/muster-ui-tests" --startup-figures \
          lists/hail-caesar-hyw/examples/french-legal.roster.xml 2>/dev/null | grep '^desktop app' >>"$figures"
        rm -rf "$home"
      done
      python3 - "$figures" <<'PY'
import re, statistics, sys
runs = {"bare frame": [], "desktop app": []}
for line in open(sys.argv[1]):
    m = re.match(r"(bare frame|desktop app): first window shown in (\d+) ms; resident memory (\d+) MB.*processor time (\d+) ms", line)
    if m: runs[m.group(1)].append((int(m.group(2)), int(m.group(3)), int(m.group(4))))
med = {k: tuple(statistics.median(r[i] for r in v) for i in range(3)) for k, v in runs.items() if v}
for k, (t, m, c) in med.items(): print(f"{k}: first window shown in {t:.0f} ms ({c:.0f} ms of processor time), resident memory {m:.0f} MB (median of {len(runs[k])})")
if len(med) == 2:
    (bt, bm, bc), (at, am, ac) = med["bare frame"], med["desktop app"]
    print(f"desktop app / bare frame: start {at / bt:.2f} x (goal <= 2; processor time {ac / bc:.2f} x), memory {am / bm:.2f} x (goal <= 1.25)")
PY
      rm -f "$figures"
      # Every edit of the builder on a 300-unit roster: the edit, its revalidation, the menus' update
      # and every frame painted for it until the event loop is idle, timed inside the app (goal:
      # under 16 ms each).
      home=$(mktemp -d)
      HOME=$home XDG_DATA_HOME=$home/data "${runner[@]}" "$build/ui/muster-ui-tests" --edit-figures 2>/dev/null | grep '^desktop app edit'
      rm -rf "$home"
    fi
    ;;
  *)
    echo "usage: $0 run|test|bench" >&2
    exit 2
    ;;
esac
