#!/usr/bin/env bash
# Every header of the core and the command line compiles on its own (it includes what it uses),
# so that a file can include any header first. Run by the full checks (installer/dev.sh).
#   check_headers_alone.sh SOURCE_DIR [COMPILER]
set -euo pipefail
source_dir=$1
compiler=${2:-c++}
cd "$source_dir"
# The system libraries' own folders, as the build finds them (libpq's headers are in a folder of their own).
system_includes=$(pkg-config --cflags-only-I libpq 2>/dev/null || true)
failed=$(find src -name '*.hpp' | sort | xargs -P "$(nproc)" -I{} sh -c \
  'printf "#include \"%s\"\n" "${1#src/}" | '"$compiler"' -std=c++20 -fsyntax-only -Isrc '"$system_includes"' -x c++ - 2>/dev/null || echo "$1"' sh {})
if [ -n "$failed" ]; then
  echo "these headers do not compile alone (include what they use):" >&2
  echo "$failed" >&2
  exit 1
fi
echo "every header under src/ compiles alone ($(find src -name '*.hpp' | wc -l) headers)"
