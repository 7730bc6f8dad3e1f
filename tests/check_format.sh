#!/usr/bin/env bash
# Fails, naming them, when C++ files under src/, ui/ and tests/ do not follow .clang-format.
#   bash tests/check_format.sh [SOURCE_DIR]
# clang-format-14 is the version Debian 12 has; another version may lay some lines out differently.
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
formatter=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$formatter" ]; then
  echo "check_format: clang-format is not installed (apt-get install clang-format)" >&2
  exit 2
fi
mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.hpp' 'ui/*.cpp' 'ui/*.hpp' 'tests/*.cpp' 'tests/*.hpp')
# One run over every file; each line out of place is reported as FILE:LINE:COLUMN: error: ...
status=0
found=$("$formatter" --dry-run -Werror --style=file "${files[@]}" 2>&1) || status=$?
mapfile -t unformatted < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' <<<"$found" | sort -u)
if [ "$status" -ne 0 ] && ((${#unformatted[@]} == 0)); then
  echo "check_format: clang-format failed:" >&2
  echo "$found" >&2
  exit 2
fi
if ((${#unformatted[@]})); then
  echo "check_format: ${#unformatted[@]} of ${#files[@]} files do not follow .clang-format (clang-format -i FILE lays one out):"
  printf '  %s\n' "${unformatted[@]}"
  exit 1
fi
echo "check_format: all ${#files[@]} files follow .clang-format"
