#!/usr/bin/env bash
# Builds Muster on Debian 12 and runs it or its tests, installing what is missing first.
#   bash installer/dev.sh run    build, then launch Muster
#   bash installer/dev.sh test   build, then run every test (ctest)
#   bash installer/dev.sh bench  build, then print the benchmark figures
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake g++ make pkg-config libwxgtk3.2-dev libsqlite3-dev libpugixml-dev libhpdf-dev doctest-dev
          nlohmann-json3-dev libcli11-dev libutf8proc-dev libxml2-utils fonts-dejavu-core poppler-utils
          xvfb xauth sqlite3)
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
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${MUSTER_CMAKE_ARGS:-} >/dev/null
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
    ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
    ;;
  bench)
    "$build/tests/bench"
    ;;
  *)
    echo "usage: $0 run|test|bench" >&2
    exit 2
    ;;
esac
